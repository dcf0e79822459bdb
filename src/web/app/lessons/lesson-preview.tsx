import { useState } from "react";
import { Link } from "react-router";
import { Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconEye, IconPencil } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { Crumbs } from "#web/ui/crumbs.tsx";
import { paths } from "#web/app/paths.ts";
import type { LessonView } from "#shared/lessons/schemas.ts";
import type { Choices } from "#web/ui/lesson/lesson-quiz.tsx";
import { SectionCard } from "#web/ui/section-card.tsx";
import { ReadingAndQuiz } from "#web/ui/lesson/lesson-answer-sections.tsx";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";

/**
 * A teacher's own lesson in the viewer, outside a module or classroom: the reading, the quiz with its
 * right answers marked (the owner is previewing) and the writing prompt. No Submit: the spec offers it
 * only in a module or classroom context.
 */
export function LessonPreview({ lesson }: { lesson: LessonView }) {
  const [choices, setChoices] = useState<Choices>({});
  return (
    <Page
      title={lesson.title}
      size={820}
      actions={
        <Button component={Link} to={paths.editLesson(lesson.id)} variant="default" leftSection={<IconPencil size={16} aria-hidden />}>
          Edit lesson
        </Button>
      }
    >
      <Stack gap="xs">
        <Crumbs trail={[{ label: "My Lessons", to: paths.myLessons() }]} current={lesson.title} />
        <Group gap="xs">
          <Badge variant="light">{LEVEL_LABEL[lesson.level]}</Badge>
        </Group>
      </Stack>
      <Alert color="blue" variant="light" icon={<IconEye size={18} aria-hidden />} data-testid="preview-note">
        Preview of your lesson, with the right answers marked. Students answer and submit it when you assign it in a classroom.
      </Alert>

      <ReadingAndQuiz lesson={lesson} choices={choices} onChoices={setChoices} />

      {lesson.allow_writing && lesson.writing_prompt && (
        <SectionCard title="Writing practice" testId="writing-section">
          <Text style={{ whiteSpace: "pre-wrap" }} data-testid="writing-prompt">
            {lesson.writing_prompt}
          </Text>
          <Text size="sm" c="dimmed">
            Students write their response below this prompt.
          </Text>
        </SectionCard>
      )}
    </Page>
  );
}
