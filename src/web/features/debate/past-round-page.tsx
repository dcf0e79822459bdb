import { Link, useParams } from "react-router";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { QueryState } from "#web/ui/query-state.tsx";
import { formatMoment } from "#web/ui/dates.ts";
import { paths } from "#web/app/paths.ts";
import { PageLoader } from "#web/app/guards.tsx";
import { AI_MESSAGES as M, UI_MESSAGES } from "#shared/messages/index.ts";
import { usePastRound } from "./api/use-past-round";
import { FORMATS } from "#shared/debate/formats/index.ts";
import { ChatArea } from "./chat-area";
import { VerdictCard } from "./verdict-card";
import { OpponentNote } from "./opponent-note";

/** A judged round read again in full: its setup, the whole transcript and the verdict. */
export function PastRoundPage() {
  const { roundId = "" } = useParams();
  const q = usePastRound(roundId);
  return (
    <Page
      title="Past round"
      description={q.data?.motion}
      size={900}
      actions={
        <Button component={Link} to={paths.debater()} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          AI Debater
        </Button>
      }
    >
      <QueryState
        query={q}
        texts={{ error: M.roundLoadFailed, notFound: M.roundNotFound }}
        testId="round-state"
        loading={<PageLoader />}
        isEmpty={(r) => r.messages.length === 0}
        empty={
          <Text c="dimmed" data-testid="round-empty">
            {UI_MESSAGES.roundEmpty}
          </Text>
        }
      >
        {(r) => (
          <Stack gap="md">
            <Group gap="sm" wrap="wrap">
              <Text size="sm">
                You argued <b>{r.verdict.format?.teamName ?? r.side}</b>
                {r.format ? ` in a ${FORMATS[r.format].name} practice round` : ""} · judged {formatMoment(r.finishedAt)}
              </Text>
            </Group>
            <OpponentNote round={r} preferred={undefined} />
            <ChatArea
              messages={r.messages.map((m, key) => ({ ...m, key }))}
              side={r.side}
              replying={false}
              names={r.verdict.format?.speeches.map((s) => s.name)}
            />
            <VerdictCard verdict={r.verdict} motion={r.motion} scrollIntoView={false} />
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
