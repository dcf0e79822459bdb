import { useState } from "react";
import { Alert, Button, Checkbox, Group, NumberInput, Paper, Select, Stack, Text, Textarea, Title } from "@mantine/core";
import { formatSlots, type DebateFormat } from "#shared/debate/formats/index.ts";
import { lowPointWin, teamTotals } from "#shared/live-rounds/ballot.ts";
import type { LiveBallot, LiveRound } from "#shared/live-rounds/schemas.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { errorText } from "#web/ui/api-error.ts";
import { useReleaseBallot, useSaveBallot } from "#web/features/live-rounds/api/use-ballot.ts";
import { useSavePracticeBallot } from "#web/features/live-rounds/api/use-practice-ballot.ts";

type Numbers = Record<string, number | string>;
/** A saved ballot: the chair's (with whether it is released) or a practice one. */
type SavedBallot = Omit<LiveBallot, "released"> & { released?: boolean };
const numbers = (values: Numbers) =>
  Object.fromEntries(Object.entries(values).flatMap(([k, v]) => (v === "" || v === undefined ? [] : [[k, Number(v)]])));

/**
 * The chair's ballot in the format's scale, or (practice) a student judge's own in the same scale; the
 * points total and a low-point win are shown as she types.
 */
export function BallotForm({
  round,
  format,
  saved,
  practice = false,
}: {
  round: LiveRound;
  format: DebateFormat;
  saved: SavedBallot | null;
  practice?: boolean;
}) {
  const chairSave = useSaveBallot(round.id);
  const practiceSave = useSavePracticeBallot(round.id);
  const save = practice ? practiceSave : chairSave;
  const release = useReleaseBallot(round.id);
  const ids = practice
    ? { section: "practice-ballot-form", title: "practice-ballot-title" }
    : { section: "ballot-form", title: "ballot-title" };
  const teamName = (key: string) => format.teams.find((t) => t.key === key)?.name ?? key;
  const [winner, setWinner] = useState<string | null>(saved?.winner ?? null);
  const [ranks, setRanks] = useState<Numbers>(saved?.ranks ?? {});
  const [points, setPoints] = useState<Numbers>(saved?.points ?? {});
  const [replies, setReplies] = useState<Numbers>(saved?.reply_points ?? {});
  const [reason, setReason] = useState(saved?.reason ?? "");
  const [confirmLow, setConfirmLow] = useState(saved?.low_point_win ?? false);
  const scale = format.ballot.speakerPoints;
  const replyScale = format.ballot.replyPoints;
  const replyTeams = format.speeches.filter((s) => s.kind === "reply").map((s) => s.teams[0]);
  const ranked = format.ballot.result === "ranks";
  const body = {
    winner: ranked ? null : winner,
    ranks: ranked ? numbers(ranks) : null,
    points: numbers(points),
    reply_points: replyScale ? numbers(replies) : {},
    reason,
    confirm_low_point_win: confirmLow,
  };
  const low = lowPointWin(format, body);
  const totals = teamTotals(format, body);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={ids.title} data-testid={ids.section}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={ids.title}>
            {practice ? L.practiceTitle : L.ballotTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {practice ? L.practiceHint : L.ballotHint}
          </Text>
        </div>
        {ranked ? (
          <Group gap="xs" wrap="wrap">
            {format.teams.map((t) => (
              <Select
                key={t.key}
                label={L.rankLabel(t.name)}
                data={format.teams.map((_, i) => String(i + 1))}
                value={ranks[t.key] === undefined ? null : String(ranks[t.key])}
                onChange={(v) => setRanks((r) => ({ ...r, [t.key]: v ?? "" }))}
                w={200}
              />
            ))}
          </Group>
        ) : (
          <Select
            label={L.winnerLabel}
            data={format.teams.map((t) => ({ value: t.key, label: t.name }))}
            value={winner}
            onChange={setWinner}
            w={240}
          />
        )}
        {scale && (
          <Group gap="xs" wrap="wrap" align="flex-end">
            {formatSlots(format).map((s) => (
              <NumberInput
                key={s.key}
                label={L.pointsLabel(`${round.positions[s.key]?.name ?? s.key} (${teamName(s.team)} ${s.speaker})`)}
                description={L.scale(scale.min, scale.max, scale.step)}
                min={scale.min}
                max={scale.max}
                step={scale.step}
                decimalScale={scale.step < 1 ? 1 : 0}
                value={points[s.key] ?? ""}
                onChange={(v) => setPoints((p) => ({ ...p, [s.key]: v }))}
                w={230}
              />
            ))}
          </Group>
        )}
        {replyScale && (
          <Group gap="xs" wrap="wrap">
            {replyTeams.map((team) => (
              <NumberInput
                key={team}
                label={L.replyPointsLabel(teamName(team))}
                description={L.scale(replyScale.min, replyScale.max, replyScale.step)}
                min={replyScale.min}
                max={replyScale.max}
                step={replyScale.step}
                decimalScale={1}
                value={replies[team] ?? ""}
                onChange={(v) => setReplies((r) => ({ ...r, [team]: v }))}
                w={230}
              />
            ))}
          </Group>
        )}
        {scale && (
          <Text size="sm" data-testid="ballot-totals">
            {L.totals}: {format.teams.map((t) => `${t.name} ${totals[t.key]}`).join(" · ")}
          </Text>
        )}
        {low && (
          <Alert color="orange" variant="light">
            <Text size="sm">{L.lowPointWin}</Text>
            <Checkbox mt="xs" label={L.confirmLowPoint} checked={confirmLow} onChange={(e) => setConfirmLow(e.currentTarget.checked)} />
          </Alert>
        )}
        <Textarea label={L.reasonLabel} autosize minRows={3} value={reason} onChange={(e) => setReason(e.currentTarget.value)} required />
        {save.isError && (
          <Text c="red" size="sm" role="alert">
            {errorText(save.error, L.resultInvalid)}
          </Text>
        )}
        <Group gap="sm">
          <Button onClick={() => save.mutate(body)} loading={save.isPending}>
            {practice ? L.practiceSave : L.saveBallot}
          </Button>
          {practice && saved && (
            <Text size="sm" role="status">
              {L.practiceSaved}
            </Text>
          )}
          {saved && !practice && (
            <Button variant="default" onClick={() => release.mutate(!saved.released)} loading={release.isPending}>
              {saved.released ? L.unrelease : L.release}
            </Button>
          )}
          {saved && !practice && <Text size="sm">{saved.released ? L.released : L.notReleased}</Text>}
        </Group>
      </Stack>
    </Paper>
  );
}
