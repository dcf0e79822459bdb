import type { ReactNode } from "react";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";

interface Props {
  opened: boolean;
  title: string;
  /** The question, then what will happen. */
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The one confirmation every delete and other destructive action asks for. */
export function ConfirmModal({ opened, title, children, confirmLabel, busy, onConfirm, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ "aria-label": "Close" }}>
      <Stack>
        {/* A div, not a paragraph: the question may hold blocks of its own. */}
        <Text component="div">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
