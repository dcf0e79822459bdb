// The round page, for everyone in the class: the chair (the teacher) runs it, debaters offer POIs and
// keep their speech notes, the audience follows and may keep a flow. One page, shaped by who reads it.
import { useMemo, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { Badge, Button, Grid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import type { LiveRound } from "#shared/live-rounds/schemas.ts";
import type { DebateFormat } from "#shared/debate/formats/index.ts";
import { Page } from "#web/ui/page.tsx";
import { QueryState } from "#web/ui/query-state.tsx";
import { paths } from "#web/app/paths.ts";
import { useLiveRound, type RoundState } from "./api/use-live-round";
import { ChairControls } from "./components/chair-controls";
import { BallotForm } from "./components/ballot-form";
import { BallotView } from "./components/ballot-view";
import { useBallot } from "./api/use-ballot";
import { usePracticeCount } from "./api/use-practice-ballot";
import { AdviceCard } from "./components/advice-card";
import { PracticeBallot } from "./components/practice-ballot";
import { NotesBox } from "./components/notes-box";
import { PoiPanel } from "./components/poi-panel";
import { PrepPools } from "./components/prep-pools";
import { RoundClock, useElapsed } from "./components/round-clock";
import { SpeechOrder } from "./components/speech-order";
import { unlockBells } from "./bell";
import { speakerNames, speechesOf, viewOf } from "./round-view";

export function LiveRoundPage() {
  const { classroomId = "", roundId = "" } = useParams();
  const q = useLiveRound(roundId);
  const back = (
    <Button component={Link} to={paths.liveRounds(classroomId)} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      {L.sectionTitle}
    </Button>
  );
  return (
    <QueryState
      query={q}
      texts={{ error: L.roundNotFound, notFound: L.roundNotFound, forbidden: L.notInClass }}
      frame={(alert) => (
        <Page title={L.sectionTitle} actions={back}>
          {alert}
        </Page>
      )}
    >
      {(state) => <Round state={state} back={back} />}
    </QueryState>
  );
}

function Round({ state, back }: { state: RoundState; back: ReactNode }) {
  const { round, you, offsetMs } = state;
  const view = useMemo(() => viewOf(round), [round]);
  const elapsed = useElapsed(view, offsetMs);
  const phaseTitle =
    round.phase === "waiting"
      ? L.phaseWaiting
      : round.phase === "prep"
        ? round.prep_team
          ? L.teamPrep(view.format.teams.find((t) => t.key === round.prep_team)?.name ?? round.prep_team)
          : L.phasePrep
        : round.phase === "finished"
          ? L.phaseFinished
          : view.speech!.name;
  const role = you.chair
    ? L.chair
    : you.slots.length
      ? you.slots.map((s) => view.format.teams.find((t) => t.key === s.split(":")[0])?.name).join(", ")
      : L.audience;
  // The notes box follows the debater's next speech (or the current one while she gives it); once the round is
  // over she has every speech she gave, each with its own box.
  const mine = speechesOf(round, you.user_id);
  const notesFor = round.phase === "finished" ? mine : mine.filter((i) => round.phase !== "speech" || i >= round.speech_index).slice(0, 1);
  return (
    <Page title={round.motion} description={`${view.format.name} · ${role}`} actions={back} size={1100}>
      <div onPointerDown={unlockBells}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Stack gap={2} align="center">
                <Title order={2} size="h3" data-testid="phase-title" ta="center">
                  {phaseTitle}
                </Title>
                {view.speech && (
                  <Text c="dimmed" ta="center" data-testid="speaker-name">
                    {speakerNames(round, view.speech)}
                  </Text>
                )}
                {you.slots.length > 0 && view.speakerIds.includes(you.user_id) && <Badge color="teal.9">{L.youSpeak}</Badge>}
              </Stack>
              {(round.phase === "prep" || round.phase === "speech") && <RoundClock round={round} view={view} elapsed={elapsed} />}
              <PrepPools round={round} view={view} elapsed={elapsed} />
              <PoiPanel round={round} view={view} elapsed={elapsed} userId={you.user_id} />
              {you.chair && <ChairControls round={round} />}
              {round.phase === "finished" && !you.chair && you.slots.length > 0 && <Ballot round={round} format={view.format} />}
              {notesFor.map((i) => (
                <NotesBox
                  key={i}
                  roundId={round.id}
                  userId={you.user_id}
                  noteKey={`speech:${i}`}
                  label={`${L.speechNotesLabel}: ${view.format.speeches[i].name}`}
                />
              ))}
              {!you.chair && you.slots.length === 0 && (
                <NotesBox roundId={round.id} userId={you.user_id} noteKey="flow" label={L.flowLabel} />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SpeechOrder round={round} view={view} />
          </Grid.Col>
          {round.phase === "finished" && !you.chair && you.slots.length === 0 && (
            <Grid.Col span={12}>
              <PracticeBallot round={round} format={view.format} />
            </Grid.Col>
          )}
          {round.phase === "finished" && you.chair && (
            <Grid.Col span={12}>
              <ChairBallots round={round} format={view.format} />
            </Grid.Col>
          )}
        </Grid>
      </div>
    </Page>
  );
}

/**
 * After the round, for the chair: her ballot form (her saved ballot filled in) beside the AI's advice,
 * which only she sees, and how many practice ballots the audience filled.
 */
function ChairBallots({ round, format }: { round: LiveRound; format: DebateFormat }) {
  const q = useBallot(round.id, round.version);
  const count = usePracticeCount(round.id, round.version);
  return (
    <Stack gap="xs">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {q.isSuccess && <BallotForm key={q.data.ballot?.updated_at ?? "new"} round={round} format={format} saved={q.data.ballot} />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AdviceCard round={round} format={format} />
        </Grid.Col>
      </Grid>
      {count.isSuccess && (
        <Text size="sm" c="dimmed" data-testid="practice-count">
          {L.practiceCount(count.data.filled)}
        </Text>
      )}
    </Stack>
  );
}

/** After the round, for its debaters: the ballot once the chair releases it. */
function Ballot({ round, format }: { round: LiveRound; format: DebateFormat }) {
  const q = useBallot(round.id, round.version);
  if (!q.isSuccess) return null;
  const ballot = q.data.ballot;
  return ballot ? <BallotView ballot={ballot} round={round} format={format} /> : <Text c="dimmed">{L.notReleased}</Text>;
}
