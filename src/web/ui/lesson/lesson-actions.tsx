import { Link } from "react-router";
import { Button, Group } from "@mantine/core";
import { IconArrowLeft, IconDeviceFloppy } from "@tabler/icons-react";

/** The foot of a lesson: back to where it was opened from, and Submit (left out where the viewer may not submit). */
export function LessonActions({
  back,
  submit,
}: {
  back: { to: string; label: string };
  submit?: { label: string; onClick: () => void; loading: boolean; disabled?: boolean };
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Button component={Link} to={back.to} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        {back.label}
      </Button>
      {submit && (
        <Button
          onClick={submit.onClick}
          loading={submit.loading}
          disabled={submit.disabled}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          data-testid="submit-lesson"
        >
          {submit.label}
        </Button>
      )}
    </Group>
  );
}
