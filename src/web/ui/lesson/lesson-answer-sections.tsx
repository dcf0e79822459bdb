import { Alert } from "@mantine/core";
import type { LessonResponse } from "#shared/modules/schemas.ts";
import { SectionCard } from "#web/ui/section-card.tsx";
import { Reading } from "./reading";
import { LessonQuiz, type Choices } from "./lesson-quiz";
import { LessonWriting } from "./lesson-writing";

type Lesson = Pick<LessonResponse["lesson"], "reading" | "quiz" | "quiz_error" | "allow_writing" | "writing_prompt">;

/** The reading and the quiz (or why it cannot be shown): what a learner answers and what a teacher's preview shows. */
export function ReadingAndQuiz({
  lesson,
  choices,
  onChoices,
  readOnly,
}: {
  lesson: Pick<Lesson, "reading" | "quiz" | "quiz_error">;
  choices: Choices;
  onChoices: (update: (c: Choices) => Choices) => void;
  readOnly?: boolean;
}) {
  return (
    <>
      <SectionCard title="Reading" testId="reading-section">
        <Reading text={lesson.reading} />
      </SectionCard>

      {(lesson.quiz.length > 0 || lesson.quiz_error) && (
        <SectionCard title="Quiz" testId="quiz-section">
          {lesson.quiz_error ? (
            <Alert color="yellow">{lesson.quiz_error}</Alert>
          ) : (
            <LessonQuiz
              quiz={lesson.quiz}
              choices={choices}
              onChoose={(i, o) => onChoices((c) => ({ ...c, [String(i)]: o }))}
              readOnly={readOnly}
            />
          )}
        </SectionCard>
      )}
    </>
  );
}

/**
 * What a learner reads and answers in a lesson, in a module or in a class: the reading, the quiz (or why
 * it cannot be shown) and the writing practice. The answers belong to the page, which submits them.
 */
export function LessonAnswerSections({
  lesson,
  choices,
  onChoices,
  writing,
  onWriting,
  readOnly,
}: {
  lesson: Lesson;
  choices: Choices;
  onChoices: (update: (c: Choices) => Choices) => void;
  writing: string;
  onWriting: (v: string) => void;
  /** The work can no longer change (no attempt left, or locked): answers are shown, not editable. */
  readOnly?: boolean;
}) {
  return (
    <>
      <ReadingAndQuiz lesson={lesson} choices={choices} onChoices={onChoices} readOnly={readOnly} />

      {lesson.allow_writing && (
        <SectionCard title="Writing practice" testId="writing-section">
          <LessonWriting
            label="Your response"
            prompt={lesson.writing_prompt}
            value={writing}
            onChange={onWriting}
            testId="writing-response"
            readOnly={readOnly}
          />
        </SectionCard>
      )}
    </>
  );
}
