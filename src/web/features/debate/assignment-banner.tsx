import { Link } from "react-router";
import { Alert, Anchor, Badge, Group, Text } from "@mantine/core";
import { IconSchool } from "@tabler/icons-react";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/debate-assignments.ts";
import type { RoundAssignment } from "#shared/debate/schemas.ts";
import { formatMoment } from "#web/ui/dates.ts";
import { paths } from "#web/app/paths.ts";

/**
 * Above a round started for a class assignment: which assignment and class it is, when it is due (and
 * whether it is late now), and what ending the round does; once judged, that it has been handed in.
 */
export function AssignmentBanner({ assignment, handedIn }: { assignment: RoundAssignment; handedIn: boolean }) {
  return (
    <Alert
      color="indigo"
      variant="light"
      radius="md"
      icon={<IconSchool size={18} aria-hidden />}
      title={D.bannerTitle(assignment.classroom_name)}
      data-testid="assignment-banner"
      // The default title colour on the light fill is too faint for text this size.
      styles={{ title: { color: "var(--mantine-color-text)" } }}
    >
      <Text size="sm" fw={600}>
        {assignment.motion}
      </Text>
      <Group gap="xs" mt={2} wrap="wrap">
        <Text size="sm">{assignment.due_at ? D.bannerDue(formatMoment(assignment.due_at)) : D.bannerNoDue}</Text>
        {assignment.late && (
          <Badge color="orange.9" variant="outline" size="sm" tt="none">
            {D.bannerLate}
          </Badge>
        )}
      </Group>
      <Text size="sm" mt={4}>
        {handedIn ? D.bannerHandedIn : assignment.late ? D.bannerOnEndLate : D.bannerOnEnd}{" "}
        <Anchor component={Link} to={paths.classroomStudent(assignment.classroom_id)} size="sm" fw={600} c="indigo.9" underline="always">
          {D.backToClass}
        </Anchor>
      </Text>
    </Alert>
  );
}
