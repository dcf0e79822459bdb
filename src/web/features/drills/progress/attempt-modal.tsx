import { Center, Loader, Modal, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { QueryState } from "#web/ui/query-state.tsx";
import { UI_MESSAGES } from "#shared/messages/ui.ts";
import { useAttempt } from "#web/features/drills/api/use-attempt.ts";
import { DRILLS } from "#web/features/drills/drills.ts";
import { ResultPanel } from "#web/features/drills/components/result-panel.tsx";
import { ResultView } from "#web/features/drills/components/results/result-view.tsx";
import { InputView } from "./input-view";
import { formatWhen } from "./format";

/** A saved attempt reopened: the answer as sent and the result, drawn by the drill's own result view. */
export function AttemptModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const phone = useMediaQuery("(max-width: 48em)");
  const q = useAttempt(id);
  const a = q.data;
  return (
    <Modal
      opened={!!id}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={a ? (DRILLS[a.drill]?.title ?? a.drill) : "Attempt"}
      closeButtonProps={{ "aria-label": "Close attempt" }}
    >
      <QueryState
        query={q}
        texts={{ error: UI_MESSAGES.attemptLoadFailed }}
        loading={
          <Center h={160}>
            <Loader aria-label="Loading attempt" />
          </Center>
        }
      >
        {(a) => (
          <Stack gap="md" data-testid="attempt-detail">
            <div>
              <Text size="sm" c="dimmed">
                {formatWhen(a.createdAt)}
              </Text>
              <Text fw={600}>{a.motion}</Text>
            </div>
            <Stack gap="xs">
              <Title order={2} size="h4">
                Your answer
              </Title>
              <InputView kind={a.drill} input={a.input} />
            </Stack>
            <ResultPanel engine={a.engine}>
              <ResultView kind={a.drill} result={a.result} />
            </ResultPanel>
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
