import { List, Text } from "@mantine/core";
import type { ReturnEntry } from "#shared/classrooms/returns.ts";
import { formatMoment } from "#web/ui/dates.ts";

/** Every time the work was handed back, oldest first: after which attempt, the grade it then had, the comment, and whether an attempt came with it. */
export function ReturnHistory({ returns }: { returns: ReturnEntry[] }) {
  return (
    <List spacing="xs" size="sm" data-testid="return-history">
      {returns.map((r) => (
        <List.Item key={r.returned_at} data-testid="return-row">
          <Text size="sm" fw={600} span>
            Returned after attempt {r.after_attempt}, {formatMoment(r.returned_at)}
          </Text>
          <Text size="sm" span c="dimmed">
            {" "}
            · {r.teacher_score === null ? "no grade yet" : `grade ${r.teacher_score}/100`}
            {r.extra_attempt ? " · one more attempt given" : ""}
          </Text>
          {r.comment && (
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {r.comment}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
