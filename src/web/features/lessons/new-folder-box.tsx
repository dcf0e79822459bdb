import { useState } from "react";
import { Button, Group, TextInput } from "@mantine/core";
import { IconFolderPlus } from "@tabler/icons-react";
import { LESSON_MESSAGES as L } from "#shared/messages/classrooms.ts";
import { FOLDER_NAME_MAX } from "#shared/lessons/schemas.ts";
import { useCreateFolder } from "./api/use-create-folder";
import { refusal } from "./refusal";

/** The new-folder box: a name and Add folder; the name stays when the server refuses it. */
export function NewFolderBox({ onProblem }: { onProblem: (text: string) => void }) {
  const [name, setName] = useState("");
  const create = useCreateFolder();
  const add = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim() || create.isPending) return;
    onProblem("");
    create.mutate(name.trim(), { onSuccess: () => setName(""), onError: (err) => onProblem(refusal(err, L.createFolderFailed)) });
  };
  return (
    <form onSubmit={add} aria-label="New folder">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label="New folder"
          placeholder="Folder name"
          value={name}
          maxLength={FOLDER_NAME_MAX}
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: "1 1 200px", minWidth: 0, maxWidth: 360 }}
        />
        <Button
          type="submit"
          variant="light"
          leftSection={<IconFolderPlus size={16} aria-hidden />}
          disabled={!name.trim()}
          loading={create.isPending}
          style={{ flexShrink: 0 }}
        >
          Add folder
        </Button>
      </Group>
    </form>
  );
}
