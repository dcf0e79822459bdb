import { Link } from "react-router";
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { paths } from "#web/app/paths.ts";
import { MODULE_UI_MESSAGES as UI } from "#shared/messages/modules.ts";
import type { LessonCard } from "#shared/modules/schemas.ts";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";

const LEVEL_COLOR = { beginner: "teal", intermediate: "blue", advanced: "grape" } as const;

/** One lesson of the module page: title, level, completion, and Start (not completed) or View (completed). */
export function ModuleLessonCard({ moduleId, lesson }: { moduleId: string; lesson: LessonCard }) {
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid="lesson-card">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group gap="xs">
            <Badge variant="light" color={LEVEL_COLOR[lesson.level]} c="var(--mantine-color-text)">
              {LEVEL_LABEL[lesson.level]}
            </Badge>
            {lesson.completed ? (
              <Badge variant="light" color="green" c="var(--mantine-color-text)" leftSection={<IconCircleCheck size={12} aria-hidden />}>
                Completed{lesson.score !== null ? ` · ${lesson.score}/100` : ""}
              </Badge>
            ) : (
              <Text size="xs" c="dimmed">
                {UI.notStarted}
              </Text>
            )}
          </Group>
          <Title order={2} size="h4">
            {lesson.title}
          </Title>
        </Stack>
        <Group justify="flex-end">
          <Button
            component={Link}
            to={paths.moduleLesson(moduleId, lesson.id)}
            variant={lesson.completed ? "default" : "filled"}
            aria-label={`${lesson.completed ? "View" : "Start"}: ${lesson.title}`}
          >
            {lesson.completed ? "View" : "Start"}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A card's shape while the lessons load. */
export function ModuleLessonCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" data-testid="lesson-card-skeleton">
      <Stack gap="sm">
        <Skeleton h={18} w={90} radius="xl" />
        <Skeleton h={22} w="80%" />
        <Group justify="flex-end">
          <Skeleton h={34} w={70} />
        </Group>
      </Stack>
    </Card>
  );
}
