import type { ReactNode } from "react";
import { Button, Fieldset, Group, Stack } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";

interface Props<T> {
  rows: readonly T[];
  /** A stable key per row, so removing one never moves another's typing into its place. */
  rowKey: (row: T) => string;
  /** What one row is, capitalised: legends read "Actor 1", buttons "Remove actor 1" and "Add actor". */
  noun: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The inputs of one row. */
  children: (row: T, index: number) => ReactNode;
}

/** A list of numbered fieldsets the student can add to and remove from, each with its own Remove button. */
export function RepeatedRows<T>({ rows, rowKey, noun, onAdd, onRemove, children }: Props<T>) {
  const lower = noun.toLowerCase();
  return (
    <>
      {rows.map((row, i) => (
        <Fieldset key={rowKey(row)} legend={`${noun} ${i + 1}`} radius="md">
          <Stack gap="sm">
            {children(row, i)}
            <Group justify="flex-end">
              <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => onRemove(i)}>
                Remove {lower} {i + 1}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          Add {lower}
        </Button>
      </Group>
    </>
  );
}
