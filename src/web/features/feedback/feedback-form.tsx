import { useState } from "react";
import { Alert, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconDeviceFloppy, IconSparkles } from "@tabler/icons-react";
import { ApiError } from "#web/ui/api-error.ts";
import { FEEDBACK_MESSAGES as F } from "#shared/messages/classrooms.ts";
import { TEACHER_FEEDBACK_MAX } from "#shared/feedback/schemas.ts";
import { useSaveFeedback } from "./api/use-save-feedback";
import { useSuggestFeedback } from "./api/use-suggest-feedback";
import type { WorkKey } from "./api/use-student-work";
import { GradeControl } from "./grade-control";
import { SuggestionPanel, type Suggestion } from "./suggestion-panel";

interface Saved {
  feedback: string;
  grade: number | null;
}

/** A refusal with its own reason (4xx) says it; anything else gets the screen's catalogue message. */
function failure(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message && err.message !== fallback
    ? `${fallback} ${err.message}`
    : fallback;
}

/**
 * The teacher's feedback, AI Suggest and the grade. What the teacher typed lives here, so a failed
 * suggestion or save loses nothing; the button reads 'Saved ✓' while the screen matches what is saved
 * and that holds feedback or a grade.
 */
export function FeedbackForm({
  workKey,
  initial,
  canSuggest,
  newerAttempt = false,
}: {
  workKey: WorkKey;
  initial: Saved;
  canSuggest: boolean;
  /** The student turned in a newer attempt than the one graded: what is saved does not cover it yet. */
  newerAttempt?: boolean;
}) {
  const [feedback, setFeedback] = useState(initial.feedback);
  const [grade, setGrade] = useState<number | null>(initial.grade);
  const [saved, setSaved] = useState<Saved>(initial);
  const [suggestProblem, setSuggestProblem] = useState<string | null>(null);
  const [offered, setOffered] = useState<Suggestion | null>(null);
  const save = useSaveFeedback(workKey);
  const suggest = useSuggestFeedback(workKey);

  const dirty = feedback !== saved.feedback || grade !== saved.grade;
  // A grade saved for an earlier attempt is not "Saved ✓" for the new one, until the teacher saves again.
  const [regraded, setRegraded] = useState(false);
  const isSaved = !dirty && (saved.feedback.trim() !== "" || saved.grade !== null) && (!newerAttempt || regraded);

  const askSuggestion = () => {
    setSuggestProblem(null);
    if (!canSuggest) {
      setSuggestProblem(F.needPromptAndResponse);
      return;
    }
    suggest.mutate(undefined, {
      // Into an empty box it goes straight in; beside the teacher's own words it is only offered.
      onSuccess: (s) => {
        if (feedback.trim() === "") {
          setFeedback(s.feedback.slice(0, TEACHER_FEEDBACK_MAX));
          setGrade((g) => g ?? s.score);
        } else setOffered({ feedback: s.feedback, score: s.score });
      },
      onError: (err) => setSuggestProblem(err instanceof ApiError && err.status === 400 && err.message ? err.message : F.suggestFailed),
    });
  };

  const take = (text: string) => {
    setFeedback(text.slice(0, TEACHER_FEEDBACK_MAX));
    // The teacher's own grade stays; the suggestion's fills an empty one.
    setGrade((g) => g ?? offered?.score ?? null);
    setOffered(null);
  };

  const send = () => {
    save.mutate(
      { teacher_feedback: feedback, teacher_score: grade },
      {
        onSuccess: ({ progress }) => {
          const next = { feedback: progress.teacher_feedback ?? "", grade: progress.teacher_score };
          setSaved(next);
          setRegraded(true);
          setFeedback(next.feedback);
          setGrade(next.grade);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Textarea
        label="Feedback for the student"
        value={feedback}
        onChange={(e) => setFeedback(e.currentTarget.value)}
        maxLength={TEACHER_FEEDBACK_MAX}
        autosize
        minRows={5}
        maxRows={18}
        description={`${feedback.length.toLocaleString()} / ${TEACHER_FEEDBACK_MAX.toLocaleString()} characters`}
        data-testid="feedback-text"
      />
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconSparkles size={18} aria-hidden />}
          onClick={askSuggestion}
          loading={suggest.isPending}
          data-testid="ai-suggest"
        >
          AI Suggest
        </Button>
        <Text size="sm" c="dimmed">
          Drafts feedback and a grade from the writing; beside your own text it is offered, not written over it. Nothing is saved until you
          press Save.
        </Text>
      </Group>
      {offered && (
        <SuggestionPanel
          suggestion={offered}
          onInsert={() => take(`${feedback.trimEnd()}\n\n${offered.feedback}`)}
          onReplace={() => take(offered.feedback)}
          onDismiss={() => setOffered(null)}
        />
      )}
      {suggestProblem && (
        <Alert color={suggestProblem === F.needPromptAndResponse ? "yellow" : "red"} role="alert" data-testid="suggest-error">
          {suggestProblem}
        </Alert>
      )}
      <GradeControl value={grade} onChange={setGrade} />
      {save.isError && (
        <Alert color="red" role="alert" data-testid="save-error">
          {failure(save.error, F.saveFailed)}
        </Alert>
      )}
      <Group>
        <Button
          onClick={send}
          loading={save.isPending}
          color={isSaved ? "#1e6b30" : undefined}
          leftSection={isSaved ? undefined : <IconDeviceFloppy size={18} aria-hidden />}
          data-testid="save-feedback"
        >
          {isSaved ? F.saved : "Save"}
        </Button>
      </Group>
    </Stack>
  );
}
