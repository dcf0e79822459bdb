import { useState } from "react";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { FOLDER_NAME_MAX, type LessonFolder } from "#shared/lessons/schemas.ts";

interface Props {
  folder: LessonFolder | null;
  busy: boolean;
  onRename: (name: string) => void;
  onClose: () => void;
}

/** Rename a folder: its name, ready to edit. */
export function RenameFolderModal({ folder, busy, onRename, onClose }: Props) {
  return (
    <Modal opened={!!folder} onClose={onClose} title="Rename folder" centered>
      {folder && <RenameForm key={folder.id} initial={folder.name} busy={busy} onRename={onRename} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ initial, busy, onRename, onClose }: { initial: string } & Omit<Props, "folder">) {
  const [name, setName] = useState(initial);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (name.trim()) onRename(name.trim());
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <TextInput
          label="Folder name"
          value={name}
          maxLength={FOLDER_NAME_MAX}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!name.trim() || name.trim() === initial} loading={busy}>
            Rename
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
