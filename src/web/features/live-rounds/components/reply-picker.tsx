import { Group, Select } from "@mantine/core";
import { slotKey, type DebateFormat } from "#shared/debate/formats/index.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import type { Seating } from "#web/features/live-rounds/seating.ts";

/** Team key → which of its speakers gives the reply. */
export type ReplySpeakers = Record<string, number>;

/** Each team whose reply the format lets more than one speaker give, with the speakers it allows. */
export function replyChoices(format: DebateFormat): { team: string; name: string; speakers: number[] }[] {
  return format.speeches.flatMap((s) => {
    if (s.kind !== "reply" || s.speakers.length < 2) return [];
    const team = format.teams.find((t) => t.key === s.teams[0])!;
    return [{ team: team.key, name: team.name, speakers: s.speakers }];
  });
}

/**
 * Who replies for each team, where the format gives a choice (World Schools: the first or second speaker).
 * Each option names the student on that position once she is placed.
 */
export function ReplyPicker({
  format,
  seating,
  names,
  value,
  onChange,
}: {
  format: DebateFormat;
  seating: Seating | null;
  names: Map<string, string>;
  value: ReplySpeakers;
  onChange: (next: ReplySpeakers) => void;
}) {
  const choices = replyChoices(format);
  if (choices.length === 0) return null;
  return (
    <Group gap="sm" wrap="wrap" data-testid="reply-picker">
      {choices.map((c) => (
        <Select
          key={c.team}
          label={L.replyLabel(c.name)}
          data={c.speakers.map((n) => {
            const who = seating?.[slotKey(c.team, n)];
            const label = L.slotLabel(c.name, n);
            return { value: String(n), label: who && names.get(who) ? `${label} (${names.get(who)})` : label };
          })}
          value={String(value[c.team] ?? c.speakers[0])}
          onChange={(v) => v && onChange({ ...value, [c.team]: Number(v) })}
          allowDeselect={false}
          w={{ base: "100%", xs: 240 }}
        />
      ))}
    </Group>
  );
}
