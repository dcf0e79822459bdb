import { useState, type ComponentType, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import type { DrillKind } from "#shared/drills/rubric.ts";
import { DRILLS } from "#web/features/drills/drills.ts";
import { MotionCard, type MotionState } from "./motion-card";
import { UI_MESSAGES } from "#shared/messages/ui.ts";
import { DraftStatus } from "#web/app/drafts/draft-status.tsx";
import type { DraftStatus as Status } from "#web/app/drafts/use-draft.ts";

export interface RoundProps {
  /** Clears every piece of the drill's state (the spec's New Motion). */
  onNewMotion: () => void;
  /** True after New Motion, so the round starts with the cursor in the motion box. */
  fresh: boolean;
}

/**
 * A drill page whose round can be thrown away: New Motion remounts the round under a new key, so no
 * field, result or pending answer of the old round can survive it.
 */
export function withRounds(Round: ComponentType<RoundProps>) {
  return function DrillPage() {
    const [round, setRound] = useState(0);
    return <Round key={round} fresh={round > 0} onNewMotion={() => setRound((r) => r + 1)} />;
  };
}

export function DrillShell(props: {
  kind: DrillKind;
  motion: MotionState;
  round: RoundProps;
  /** Shown inside the motion card: the side, an example button… */
  motionExtras?: ReactNode;
  onSubmit: () => void;
  busy: boolean;
  error: string | null;
  /** Whether the answer typed so far is kept on the server. */
  draftStatus?: { status: Status; replaced: string | null };
  submitLabel?: string;
  children: ReactNode;
  /** Result of the last scored answer, and anything shown under it. */
  result?: ReactNode;
}) {
  const meta = DRILLS[props.kind];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!props.busy) props.onSubmit();
  };
  return (
    <Page
      title={meta.title}
      description={meta.description}
      actions={
        <Button component={Link} to={paths.training()} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          All drills
        </Button>
      }
    >
      <MotionCard state={props.motion} onNewMotion={props.round.onNewMotion} focus={props.round.fresh}>
        {props.motionExtras}
      </MotionCard>
      <form onSubmit={submit} noValidate aria-label={`${meta.title} answer`}>
        <Stack gap="md">
          {props.children}
          {props.error && (
            <Alert color="red" role="alert" data-testid="drill-error">
              {props.error}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={props.busy}>
              {props.submitLabel ?? "Get feedback"}
            </Button>
            {props.busy && (
              <Text size="sm" role="status">
                {UI_MESSAGES.scoringAnswer}
              </Text>
            )}
            {props.draftStatus && <DraftStatus {...props.draftStatus} />}
          </Group>
        </Stack>
      </form>
      {props.result}
    </Page>
  );
}
