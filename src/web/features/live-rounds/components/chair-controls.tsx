import { useState } from "react";
import { Button, Group, Paper, Text, TextInput, Title } from "@mantine/core";
import type { ChairAction, LiveRound } from "#shared/live-rounds/schemas.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { unlockBells } from "#web/features/live-rounds/bell.ts";
import { useChairAction } from "#web/features/live-rounds/api/use-round-actions.ts";
import { FORMATS } from "#shared/debate/formats/index.ts";
import { formatClock } from "#shared/debate/formats/clock.ts";
import { prepLeftMs } from "#shared/debate/formats/prep.ts";

/** "m:ss" or seconds → ms; null when it is neither. */
function parseClock(text: string): number | null {
  const m = /^\s*(?:(\d{1,3}):)?(\d{1,4})\s*$/.exec(text);
  if (!m) return null;
  return ((m[1] ? Number(m[1]) * 60 : 0) + Number(m[2])) * 1000;
}

/** The chair's buttons: each action names the round's version on screen, so a double press acts once. */
export function ChairControls({ round }: { round: LiveRound }) {
  const act = useChairAction(round.id);
  const [clock, setClock] = useState("");
  const send = (action: ChairAction, elapsed_ms?: number, team?: string) => {
    unlockBells();
    act.mutate({ action, version: round.version, elapsed_ms, team });
  };
  const format = FORMATS[round.format];
  const running = round.running_since !== null;
  const live = round.phase === "prep" || round.phase === "speech";
  const retime = parseClock(clock);
  // A team takes prep from its pool between speeches: a speech not yet begun (Public Forum).
  const between = round.phase === "speech" && !running && round.elapsed_before_ms === 0;
  const pools =
    format.prep.kind === "pool" && between ? format.teams.map((t) => ({ t, left: prepLeftMs(format, round.prep_used_ms, t.key) })) : [];
  if (round.phase === "finished") return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="chair-title" data-testid="chair-controls">
      <Title order={2} size="h5" id="chair-title" mb="xs">
        {L.chair}
      </Title>
      <Group gap="xs" wrap="wrap">
        {round.phase === "waiting" && (
          <Button onClick={() => send("start")} loading={act.isPending}>
            {L.start}
          </Button>
        )}
        {live && !running && (
          <Button onClick={() => send(round.elapsed_before_ms === 0 ? "start" : "resume")} loading={act.isPending}>
            {round.elapsed_before_ms === 0 ? L.start : L.resume}
          </Button>
        )}
        {live && running && (
          <Button variant="default" onClick={() => send("pause")} loading={act.isPending}>
            {L.pause}
          </Button>
        )}
        {live && (
          <Button variant="light" onClick={() => send("next")} loading={act.isPending}>
            {L.next}
          </Button>
        )}
        {pools.map(({ t, left }) => (
          <Button key={t.key} variant="outline" disabled={left <= 0} onClick={() => send("prep", undefined, t.key)} loading={act.isPending}>
            {L.takePrep(t.name, formatClock(left))}
          </Button>
        ))}
        <Button variant="subtle" color="red" onClick={() => send("end")} loading={act.isPending}>
          {L.end}
        </Button>
      </Group>
      {live && (
        <Group gap="xs" mt="sm" align="flex-end" wrap="nowrap">
          <TextInput label={L.retime} placeholder="1:30" value={clock} onChange={(e) => setClock(e.currentTarget.value)} w={120} />
          <Button variant="default" disabled={retime === null} onClick={() => retime !== null && send("retime", retime)}>
            {L.retime}
          </Button>
        </Group>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        v{round.version}
      </Text>
    </Paper>
  );
}
