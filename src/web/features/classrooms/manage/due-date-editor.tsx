import { useState } from "react";
import { Button, Group, TextInput } from "@mantine/core";
import { hourTime, isoFromLocal, localParts } from "#web/features/classrooms/due-text.ts";

interface Props {
  title: string;
  dueAt: string | null;
  /** The teacher's default_deadline_hour: a newly chosen day gets this time. */
  defaultHour: number;
  busy: boolean;
  onSave: (dueAt: string | null) => void;
}

/** A lesson's due date as a date and a time in the teacher's own time zone; saved on Save, removed on Clear. */
export function DueDateEditor({ title, dueAt, defaultHour, busy, onSave }: Props) {
  const saved = localParts(dueAt);
  const [date, setDate] = useState(saved.date);
  const [time, setTime] = useState(saved.time);
  const iso = date ? isoFromLocal(date, time || hourTime(defaultHour)) : null;
  // Compared as the inputs show it (to the minute), so an untouched due date is not "changed".
  const changed = date ? date !== saved.date || (time || hourTime(defaultHour)) !== saved.time : dueAt !== null;

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label="Due date"
        aria-label={`Due date for ${title}`}
        size="xs"
        value={date}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setDate(next);
          // A day chosen with no time yet takes the teacher's usual deadline hour.
          if (next && !time) setTime(hourTime(defaultHour));
        }}
        w={150}
      />
      <TextInput
        type="time"
        label="Time"
        aria-label={`Due time for ${title}`}
        size="xs"
        value={time}
        onChange={(e) => setTime(e.currentTarget.value)}
        disabled={!date}
        w={110}
      />
      <Button
        size="xs"
        variant="light"
        disabled={!changed || (!!date && !iso)}
        loading={busy}
        onClick={() => onSave(date ? iso : null)}
        aria-label={`${date || !dueAt ? "Save" : "Remove"} due date for ${title}`}
      >
        {date || !dueAt ? "Save" : "Remove"}
      </Button>
      {dueAt && date && (
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          disabled={busy}
          aria-label={`Clear due date for ${title}`}
          onClick={() => {
            setDate("");
            setTime("");
            onSave(null);
          }}
        >
          Clear
        </Button>
      )}
    </Group>
  );
}
