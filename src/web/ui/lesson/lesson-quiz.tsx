import { Badge, Group, Radio, Stack, Text } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import type { LessonResponse } from "#shared/modules/schemas.ts";

type Question = LessonResponse["lesson"]["quiz"][number];
/** The learner's choice per question, keyed by question index ("0", "1", …): the chosen option's index. */
export type Choices = Record<string, number>;

/** Saved answers (an option's text or its index) as option indexes of this quiz. */
export function choicesFrom(quiz: Question[], saved: Record<string, string | number> | undefined): Choices {
  const out: Choices = {};
  quiz.forEach((q, i) => {
    const a = saved?.[String(i)];
    if (typeof a === "number" && a >= 0 && a < q.options.length) out[String(i)] = a;
    if (typeof a === "string") {
      const t = a.trim().toLowerCase();
      const idx = q.options.findIndex((o) => o.toLowerCase() === t);
      if (idx >= 0) out[String(i)] = idx;
    }
  });
  return out;
}

/**
 * The quiz: one radio group per question. The right option is marked only when the server sent it
 * (`correct` is null until a score exists, unless the learner chose to see answers immediately).
 */
export function LessonQuiz({
  quiz,
  choices,
  onChoose,
  readOnly = false,
}: {
  quiz: Question[];
  choices: Choices;
  onChoose: (index: number, option: number) => void;
  /** The work can no longer change: the choices are shown, not changeable. */
  readOnly?: boolean;
}) {
  return (
    <Stack gap="lg">
      {quiz.map((q, i) => {
        const chosen = choices[String(i)];
        const revealed = q.correct !== null;
        return (
          <Radio.Group
            key={q.id}
            name={`question-${i}`}
            label={`${i + 1}. ${q.text}`}
            value={chosen === undefined ? null : String(chosen)}
            onChange={(v) => onChoose(i, Number(v))}
            data-testid="quiz-question"
            styles={{ label: { fontWeight: 600, marginBottom: 8 } }}
          >
            <Stack gap={8}>
              {q.options.map((o, j) => {
                const isCorrect = revealed && j === q.correct;
                const isWrongChoice = revealed && chosen === j && j !== q.correct;
                return (
                  <Radio
                    key={j}
                    value={String(j)}
                    disabled={readOnly}
                    color={isWrongChoice ? "red" : isCorrect ? "green" : undefined}
                    data-correct={isCorrect || undefined}
                    label={
                      // A long option keeps its full width; the mark moves under it rather than squeezing it.
                      <Group gap={6} wrap="wrap" align="flex-start" style={{ rowGap: 2 }}>
                        <Text span fw={isCorrect ? 600 : undefined} style={{ lineHeight: 1.45 }}>
                          {o}
                        </Text>
                        {isCorrect && (
                          <Badge
                            size="sm"
                            color="green"
                            variant="light"
                            c="var(--mantine-color-text)"
                            leftSection={<IconCheck size={12} aria-hidden />}
                            style={{ flexShrink: 0 }}
                          >
                            Correct answer
                          </Badge>
                        )}
                        {isWrongChoice && (
                          <Badge
                            size="sm"
                            color="red"
                            variant="light"
                            c="var(--mantine-color-text)"
                            leftSection={<IconX size={12} aria-hidden />}
                            style={{ flexShrink: 0 }}
                          >
                            Your answer
                          </Badge>
                        )}
                      </Group>
                    }
                  />
                );
              })}
            </Stack>
          </Radio.Group>
        );
      })}
    </Stack>
  );
}
