import { Badge } from "@mantine/core";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/debate-assignments.ts";
import type { WorkStatus } from "#shared/debate-assignments/schemas.ts";

const COLORS: Record<WorkStatus, string> = {
  not_started: "gray",
  in_progress: "blue",
  finished: "teal",
  late: "orange",
  graded: "violet",
  returned: "cyan",
};

export function StatusBadge({ status }: { status: WorkStatus }) {
  return (
    // The whole word shows even in a narrow table column: the badge is never cut to "Grad…".
    <Badge color={COLORS[status]} variant="light" data-testid="debate-status" miw="max-content" styles={{ label: { overflow: "visible" } }}>
      {D.statusLabels[status]}
    </Badge>
  );
}
