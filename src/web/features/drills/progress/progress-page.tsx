import { lazy, Suspense, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Button, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconArrowLeft, IconChartLine } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { PageLoader } from "#web/app/guards.tsx";
import { paths } from "#web/app/paths.ts";
import { QueryState } from "#web/ui/query-state.tsx";
import { UI_MESSAGES } from "#shared/messages/ui.ts";
import { useTrainingProgress } from "#web/features/drills/api/use-training-progress.ts";
import { SkillCard } from "./skill-card";
import { DrillChart } from "./drill-chart";
import { DrillSummary } from "./drill-summary";
import { AttemptList } from "./attempt-list";
import { RoundsCard } from "./rounds-card";
import { LiveRoundsCard } from "./live-rounds-card";
import { useLiveResults } from "#web/features/drills/api/use-live-results.ts";

// A reopened attempt (its dialog and the six result views) loads when the first one is opened.
const AttemptModal = lazy(() => import("./attempt-modal").then((m) => ({ default: m.AttemptModal })));

export function ProgressPage() {
  const q = useTrainingProgress();
  // The live class rounds are a card of their own: a failure to load them hides the card, not the page.
  const live = useLiveResults().data?.results ?? [];
  // The open attempt lives in the URL, so Back closes it and a reopened attempt can be linked.
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const opened = (useLocation().state as { opened?: boolean } | null)?.opened;
  const open = params.get("attempt");
  // Once loaded, the dialog stays mounted so it can animate closed.
  const [modalLoaded, setModalLoaded] = useState(!!open);
  if (open && !modalLoaded) setModalLoaded(true);
  const show = (id: string) => setParams({ attempt: id }, { state: { opened: true } });
  // Closing undoes the opening step when we made it, so Back does not reopen the attempt.
  const close = () => (opened ? navigate(-1) : setParams({}, { replace: true }));
  const back = (
    <Button component={Link} to={paths.training()} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      All drills
    </Button>
  );

  return (
    <Page
      title="Training progress"
      description={q.data && "Your drill and debate scores over time, and how they add up to one skill score."}
      actions={back}
    >
      <QueryState
        query={q}
        texts={{ error: UI_MESSAGES.progressLoadFailed }}
        loading={<PageLoader />}
        isEmpty={(p) => p.attempts.length === 0 && p.rounds.length === 0}
        empty={
          <>
            <LiveRoundsCard results={live} />
            <Stack align="center" gap="sm" py="xl" data-testid="progress-empty">
              <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                <IconChartLine size={26} />
              </ThemeIcon>
              <Text fw={600}>{UI_MESSAGES.noAttempts}</Text>
              <Button component={Link} to={paths.training()}>
                Go to the drills
              </Button>
            </Stack>
          </>
        }
      >
        {(p) => (
          <>
            <SkillCard progress={p} />
            <RoundsCard rounds={p.rounds} />
            <LiveRoundsCard results={live} />
            <DrillChart progress={p} />
            {/* Side by side only on a wide screen: beside the navigation at large text sizes, half the page is too narrow for the table. */}
            <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
              <DrillSummary progress={p} />
              <AttemptList attempts={p.attempts} onOpen={show} />
            </SimpleGrid>
          </>
        )}
      </QueryState>
      {modalLoaded && (
        <Suspense fallback={<PageLoader />}>
          <AttemptModal id={open} onClose={close} />
        </Suspense>
      )}
    </Page>
  );
}
