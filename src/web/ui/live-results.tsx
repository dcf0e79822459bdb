import { Badge, Group, Paper, Spoiler, Stack, Text } from "@mantine/core";
import { scaleText, type MyLiveResult } from "#shared/live-rounds/results.ts";
import { formatDay } from "./dates";

const RESULT_COLOR = { won: "teal", lost: "gray", ranked: "indigo" } as const;

/**
 * A student's own results in live rounds whose ballot the chair released: where she spoke, her team's
 * result, her points on the format's scale (and her reply's), and the chair's reason for decision.
 * The class view shows one class's; the progress page every class's, naming the class.
 */
export function LiveResultList({ results, showClass }: { results: MyLiveResult[]; showClass: boolean }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {results.map((r) => (
        <Paper key={r.round_id} component="li" withBorder radius="sm" p="sm" data-testid="live-result">
          <Stack gap={4}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Text fw={600} size="sm" style={{ minWidth: 0, flex: "1 1 220px", overflowWrap: "anywhere" }}>
                {r.motion}
              </Text>
              <Badge
                variant="light"
                color={RESULT_COLOR[r.result.result]}
                c="var(--mantine-color-text)"
                tt="none"
                data-testid="live-result-badge"
              >
                {r.result.result_label}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {[showClass ? r.classroom_name : null, r.format_name, formatDay(r.date)].filter(Boolean).join(" · ")}
            </Text>
            <Text size="sm" data-testid="live-result-points">
              {r.result.speaker_label}, {r.result.team_label}
              {r.result.points !== null && r.points_scale ? (
                <>
                  {" · "}Speaker points <b>{r.result.points}</b> ({scaleText(r.points_scale)})
                </>
              ) : null}
              {r.result.reply_points !== null && r.reply_scale ? (
                <>
                  {" · "}Reply <b>{r.result.reply_points}</b> ({scaleText(r.reply_scale)})
                </>
              ) : null}
            </Text>
            <Spoiler maxHeight={66} showLabel="Show all" hideLabel="Show less">
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="live-result-reason">
                <Text span fw={700} size="sm">
                  Chair’s reason:{" "}
                </Text>
                {r.reason}
              </Text>
            </Spoiler>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
