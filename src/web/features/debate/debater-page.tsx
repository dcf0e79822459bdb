import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button, Grid, Stack } from "@mantine/core";
import { IconTarget } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { PageLoader } from "#web/app/guards.tsx";
import { useSettings } from "#web/app/settings/use-settings.ts";
import { sideFromPreference } from "#shared/debate/rules.ts";
import type { DebateHistory } from "#shared/debate/schemas.ts";
import type { Preferences } from "#shared/settings/schemas.ts";
import { useDebateHistory } from "./api/use-debate-history";
import { useDebate } from "./use-debate";
import { insertAt } from "./insert-text";
import { SetupCard } from "./setup-card";
import { AssignmentBanner } from "./assignment-banner";
import { ChatArea } from "./chat-area";
import { SpeechBox } from "./speech-box";
import { SpeechTimer } from "./speech-timer";
import { TipsCard } from "./tips-card";
import { VerdictCard } from "./verdict-card";
import { PastRounds } from "./past-rounds";
import { SpeechOrder } from "./speech-order";
import { useCountdown } from "./use-countdown";
import { useSpeechDraft } from "./use-speech-draft";
import { DraftStatus } from "#web/app/drafts/draft-status.tsx";

/** The AI debater: argue a motion against an AI that takes the other side. */
export function DebaterPage() {
  const history = useDebateHistory();
  const settings = useSettings();
  // The round opens once both are known, so neither can overwrite what the student has begun to do.
  const ready = !history.isPending && !settings.isPending;
  // Bumped to open the round the server holds afresh (a start refused because an assignment's round is open).
  const [opened, setOpened] = useState(0);
  const reopen = () => void history.refetch().then(() => setOpened((n) => n + 1));
  return (
    <Page
      title="AI Debater"
      description="Argue a motion on your side; the AI takes the other side, answers what you say and remembers the round."
      size={1200}
      actions={
        <Button component={Link} to={paths.training()} variant="light" leftSection={<IconTarget size={16} aria-hidden />}>
          Training
        </Button>
      }
    >
      {ready ? (
        <DebateRoom key={opened} history={history.data} preferences={settings.data?.preferences} onReopen={reopen} />
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}

function DebateRoom({
  history,
  preferences,
  onReopen,
}: {
  history: DebateHistory | undefined;
  preferences: Preferences | undefined;
  onReopen: () => void;
}) {
  // A failed settings load leaves the spec's default side, Opposition.
  const d = useDebate({ history, defaultSide: preferences ? sideFromPreference(preferences.default_side) : "Opposition" });
  const box = useRef<HTMLTextAreaElement>(null);
  const timer = useCountdown(preferences?.timer_seconds ?? 420);
  const draft = useSpeechDraft(d, timer);
  // In a format round the timer takes each speech's own time as the round reaches it.
  const speech = d.current?.speech ?? null;
  const { retime } = timer;
  useEffect(() => {
    if (speech) retime(speech.seconds);
  }, [speech, retime]);

  function insertStarter(text: string) {
    const el = box.current;
    const { value, caret } = insertAt(d.draft, text, el?.selectionStart ?? d.draft.length, "\n");
    d.setDraft(value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(caret, caret);
    });
  }

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          {d.assignment && <AssignmentBanner assignment={d.assignment} handedIn={d.finished} />}
          <SetupCard d={d} preferred={preferences?.difficulty} onReopen={onReopen} />
          <ChatArea messages={d.messages} side={d.side} replying={d.busy === "replying"} names={d.order?.map((o) => o.speech.name)} />
          <SpeechBox d={d} boxRef={box} />
          <DraftStatus status={draft.status} replaced={draft.replaced} />
          {d.verdict && <VerdictCard verdict={d.verdict} motion={d.setup.values.motion} />}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          {d.format && d.team && d.current !== undefined && (
            <SpeechOrder format={d.format} team={d.team} given={d.given} current={d.current} />
          )}
          <SpeechTimer t={timer} speech={speech} />
          <TipsCard onInsert={insertStarter} />
          <PastRounds />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
