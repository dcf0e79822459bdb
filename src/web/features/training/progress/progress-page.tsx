import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Alert, Button, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconArrowLeft, IconChartLine } from "@tabler/icons-react";
import { Page } from "../../../ui/page";
import { PageLoader } from "../../../app/guards";
import { paths } from "../../../app/paths";
import { errorText } from "../../../app/api";
import { useTrainingProgress } from "../api";
import { SkillCard } from "./skill-card";
import { DrillChart } from "./drill-chart";
import { DrillSummary } from "./drill-summary";
import { AttemptList } from "./attempt-list";
import { AttemptModal } from "./attempt-modal";

export function ProgressPage() {
  const q = useTrainingProgress();
  // The open attempt lives in the URL, so Back closes it and a reopened attempt can be linked.
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const opened = (useLocation().state as { opened?: boolean } | null)?.opened;
  const open = params.get("attempt");
  const show = (id: string) => setParams({ attempt: id }, { state: { opened: true } });
  // Closing undoes the opening step when we made it, so Back does not reopen the attempt.
  const close = () => (opened ? navigate(-1) : setParams({}, { replace: true }));
  const back = <Button component={Link} to={paths.training()} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>All drills</Button>;

  if (q.isPending) return <PageLoader />;
  if (q.isError) return <Page title="Training progress" actions={back}><Alert color="red" role="alert">{errorText(q.error, "Could not load your progress.")}</Alert></Page>;
  const p = q.data;
  return (
    <Page title="Training progress" description="Your drill scores over time, and how they add up to one skill score." actions={back}>
      {p.attempts.length === 0 ? (
        <Stack align="center" gap="sm" py="xl" data-testid="progress-empty">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden><IconChartLine size={26} /></ThemeIcon>
          <Text fw={600}>No attempts yet — try a drill.</Text>
          <Button component={Link} to={paths.training()}>Go to the drills</Button>
        </Stack>
      ) : (
        <>
          <SkillCard progress={p} />
          <DrillChart progress={p} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <DrillSummary progress={p} />
            <AttemptList attempts={p.attempts} onOpen={show} />
          </SimpleGrid>
        </>
      )}
      <AttemptModal id={open} onClose={close} />
    </Page>
  );
}
