import { Link } from "react-router";
import { Anchor, Badge, Button, Popover, Stack, Text } from "@mantine/core";
import type { GradebookCell, GradebookColumn } from "#shared/classrooms/gradebook.ts";
import { scaleText } from "#shared/live-rounds/results.ts";
import { GRADEBOOK_MESSAGES as G } from "#shared/messages/gradebook.ts";
import { paths } from "#web/app/paths.ts";

const RESULT_COLOR = { won: "teal", lost: "gray", ranked: "indigo" } as const;

/** The figure a live cell shows: "71.5", with the reply's points beside it when this debater gave the reply. */
export function livePointsText(cell: GradebookCell): string | null {
  const r = cell.live;
  if (!r) return null;
  const parts = [r.points === null ? null : String(r.points), r.reply_points === null ? null : G.liveReply(r.reply_points)];
  return parts.filter(Boolean).join(" · ") || null;
}

/**
 * One student's part in a live round: their team's result, their speaker points (and reply), their position;
 * pressing it opens the chair's reason for decision. The audience's cell says so and opens nothing.
 */
export function LiveRoundCell({
  classroomId,
  column,
  cell,
  studentName,
}: {
  classroomId: string;
  column: GradebookColumn;
  cell: GradebookCell;
  studentName: string;
}) {
  const live = column.live!;
  const r = cell.live;
  if (!r)
    return (
      <Text size="sm" c="dimmed" data-testid="live-audience">
        {G.liveAudience}
      </Text>
    );
  const points = livePointsText(cell);
  const scale = live.points_scale ? ` (${scaleText(live.points_scale)})` : "";
  const words = [r.result_label, points && `${points}${scale}`, r.speaker_label, live.released ? null : G.liveUnreleased].filter(Boolean);
  return (
    <Popover width={320} position="bottom-start" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          color="gray"
          h="auto"
          p={4}
          styles={{ label: { whiteSpace: "normal" }, inner: { justifyContent: "flex-start" } }}
          aria-label={`${studentName}, ${column.title}: ${words.join(", ")}. ${G.liveReason}`}
          data-testid="live-cell"
        >
          <Stack gap={2} align="flex-start">
            <Badge variant="light" color={RESULT_COLOR[r.result]} c="var(--mantine-color-text)" tt="none" miw="max-content">
              {r.result_label}
            </Badge>
            {points && (
              <Text fw={700} c="var(--mantine-color-text)" data-testid="live-points">
                {points}
              </Text>
            )}
            <Text size="xs" c="var(--mantine-color-text)" ta="left">
              {r.speaker_label}
            </Text>
          </Stack>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} data-testid="live-reason-popover">
          <Text size="sm" fw={700}>
            {studentName}: {r.speaker_label}, {r.team_label}
          </Text>
          <Text size="sm">
            {r.result_label}
            {r.points !== null && live.points_scale ? ` · ${r.points} on ${scaleText(live.points_scale)}` : ""}
            {r.reply_points !== null && live.reply_scale ? ` · reply ${r.reply_points} on ${scaleText(live.reply_scale)}` : ""}
          </Text>
          {!live.released && (
            <Text size="xs" c="orange.9" fw={600}>
              {G.liveUnreleasedHint}
            </Text>
          )}
          <Text size="xs" fw={700} c="dimmed">
            {G.liveReason}
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="live-reason">
            {live.reason}
          </Text>
          <Anchor component={Link} to={paths.liveRound(classroomId, live.round_id)} size="sm">
            Open the round
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
