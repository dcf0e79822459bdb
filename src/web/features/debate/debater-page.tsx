import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button, Grid, Stack } from "@mantine/core";
import { IconTarget } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Page } from "../../ui/page";
import { paths } from "../../app/paths";
import { sideFromPreference } from "../../../shared/debate";
import { debateApi } from "./debate-api";
import { useDebate } from "./use-debate";
import { insertAt } from "./insert-text";
import { SetupCard } from "./setup-card";
import { ChatArea } from "./chat-area";
import { SpeechBox } from "./speech-box";
import { SpeechTimer } from "./speech-timer";
import { TipsCard } from "./tips-card";
import { VerdictCard } from "./verdict-card";
import { PastRounds } from "./past-rounds";

/** The AI debater (spec part 1 section 2): argue a motion against an AI that takes the other side. */
export function DebaterPage() {
  const d = useDebate();
  const box = useRef<HTMLTextAreaElement>(null);
  const [historyLoading, setHistoryLoading] = useState(true);
  const settings = useQuery({ queryKey: ["settings"], queryFn: debateApi.settings, staleTime: 60_000 });
  const { loadHistory, applyDefaultSide } = d;

  useEffect(() => {
    let live = true;
    debateApi.history()
      .then((h) => { if (live) loadHistory(h); })
      .catch(() => undefined) // spec: a history load failure is silently ignored
      .finally(() => { if (live) setHistoryLoading(false); });
    return () => { live = false; };
  }, [loadHistory]);

  useEffect(() => {
    if (settings.data) applyDefaultSide(sideFromPreference(settings.data.preferences?.default_side));
    else if (settings.isError) applyDefaultSide("Opposition");
  }, [settings.data, settings.isError, applyDefaultSide]);

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
    <Page
      title="AI Debater"
      description="Argue a motion on your side; the AI takes the other side, answers what you say and remembers the round."
      size={1200}
      actions={<Button component={Link} to={paths.training()} variant="light" leftSection={<IconTarget size={16} aria-hidden />}>Training</Button>}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <SetupCard d={d} />
            <ChatArea messages={d.messages} side={d.side} loading={historyLoading && d.messages.length === 0} replying={d.busy === "replying"} />
            <SpeechBox d={d} boxRef={box} />
            {d.verdict && <VerdictCard verdict={d.verdict} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <SpeechTimer seconds={settings.data?.preferences?.timer_seconds ?? 420} />
            <TipsCard onInsert={insertStarter} />
            <PastRounds />
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
