import { Button, Group, MultiSelect, SimpleGrid, Stack } from "@mantine/core";
import { IconArrowsShuffle } from "@tabler/icons-react";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { seatOf, setTeam, shuffleWithinTeams, teamOf, type Seating, type Slot } from "#web/features/live-rounds/seating.ts";
import type { Student } from "./seat-board";

interface Props {
  slots: Slot[];
  teams: Array<{ key: string; name: string; speakers: number }>;
  students: Student[];
  seating: Seating;
  onChange: (seating: Seating) => void;
}

/**
 * Teams of the teacher's choosing: one list per team, where the first student picked speaks first. Picking a
 * student of another team moves her; "Shuffle within teams" draws a new speaking order, the teams kept.
 */
export function TeamPicker({ slots, teams, students, seating, onChange }: Props) {
  const teamName = (key: string) => teams.find((t) => t.key === key)?.name ?? key;
  const options = (team: string) =>
    students.map((s) => {
      const at = seatOf(seating, s.id);
      const other = at && slots.find((x) => x.key === at && x.team !== team);
      return { value: s.id, label: other ? L.nameAt(s.name, L.slotLabel(teamName(other.team), other.speaker)) : s.name };
    });
  const order = (team: string) =>
    teamOf(seating, slots, team)
      .map((id, i) => `${i + 1}. ${students.find((s) => s.id === id)?.name ?? ""}`)
      .join(" · ") || undefined;
  const anyone = slots.some((s) => seating[s.key]);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: Math.min(2, teams.length) }} spacing="sm">
        {teams.map((t) => (
          <MultiSelect
            key={t.key}
            label={L.teamPick(t.name, t.speakers)}
            data={options(t.key)}
            value={teamOf(seating, slots, t.key)}
            description={order(t.key)}
            onChange={(ids) => onChange(setTeam(seating, slots, t.key, ids))}
            maxValues={t.speakers}
            searchable
            hidePickedOptions
            data-testid="team-pick"
            data-team={t.key}
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconArrowsShuffle size={16} aria-hidden />}
          disabled={!anyone}
          onClick={() => onChange(shuffleWithinTeams(seating, slots))}
        >
          {L.shuffleTeams}
        </Button>
      </Group>
    </Stack>
  );
}
