import { useEffect, useRef, useState } from "react";
import { Badge, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { bellsCrossed, formatClock, poiOpen } from "#shared/debate/formats/clock.ts";
import type { LiveRound } from "#shared/live-rounds/schemas.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { ring } from "#web/features/live-rounds/bell.ts";
import { elapsedNow, type RoundView } from "#web/features/live-rounds/round-view.ts";

/** The time run now, ticking while the clock runs; computed from the server's start each tick. */
export function useElapsed(view: RoundView, offsetMs: number): number {
  const [elapsed, setElapsed] = useState(() => elapsedNow(view, offsetMs));
  useEffect(() => {
    setElapsed(elapsedNow(view, offsetMs));
    if (view.clock.runningSince === null) return;
    const timer = setInterval(() => setElapsed(elapsedNow(view, offsetMs)), 200);
    return () => clearInterval(timer);
  }, [view, offsetMs]);
  return elapsed;
}

/** The phase's clock: time run, time left, the protected time and the bells (a tone and a flash). */
export function RoundClock({ round, view, elapsed }: { round: LiveRound; view: RoundView; elapsed: number }) {
  const [flash, setFlash] = useState(false);
  const last = useRef({ key: "", elapsed });
  const phaseKey = `${round.phase}:${round.speech_index}`;
  useEffect(() => {
    const before = last.current;
    last.current = { key: phaseKey, elapsed };
    // A new phase, a reload or a late join rings nothing for bells already past: only crossings seen live.
    if (before.key !== phaseKey) return;
    const bells = view.speech
      ? bellsCrossed(view.speech, before.elapsed, elapsed)
      : elapsed >= view.lengthMs && before.elapsed < view.lengthMs
        ? [{ kind: "time" as const }]
        : [];
    if (!bells.length) return;
    bells.forEach((b) => ring(b.kind));
    setFlash(true);
    const off = setTimeout(() => setFlash(false), 900);
    return () => clearTimeout(off);
  }, [elapsed, phaseKey, view]);

  const over = elapsed > view.lengthMs;
  const running = view.clock.runningSince !== null;
  const open = view.speech ? poiOpen(view.speech, elapsed) : false;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="round-clock"
      data-flash={flash || undefined}
      style={{ transition: "background-color 150ms", backgroundColor: flash ? "var(--mantine-color-yellow-light)" : undefined }}
    >
      <Stack gap={6} align="center">
        <Text
          fw={700}
          aria-live="off"
          data-testid="clock-time"
          c={over ? "red" : undefined}
          style={{ fontSize: "clamp(3rem, 16vw, 5.5rem)", lineHeight: 1, fontVariantNumeric: "tabular-nums" }}
        >
          {formatClock(elapsed)}
        </Text>
        <Text size="sm" c="dimmed">
          {over ? L.over(formatClock(elapsed - view.lengthMs)) : L.left(formatClock(view.lengthMs - elapsed), formatClock(view.lengthMs))}
        </Text>
        <Progress
          value={Math.min(100, (elapsed / Math.max(1, view.lengthMs)) * 100)}
          color={over ? "red" : open ? "teal" : "gray"}
          w="100%"
          aria-hidden
        />
        <Group gap="xs" justify="center">
          {!running && <Badge color="dark">{L.paused}</Badge>}
          {view.speech?.poi && (
            <Badge color={open ? "teal.9" : "dark"} data-testid="poi-status">
              {open ? L.poiOpen : L.protectedTime}
            </Badge>
          )}
          {over && <Badge color="red.9">{L.onTime}</Badge>}
        </Group>
      </Stack>
    </Paper>
  );
}
