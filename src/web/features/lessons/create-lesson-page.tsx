import { Link } from "react-router";
import { Button } from "@mantine/core";
import { IconFolders } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { useSettings } from "#web/app/settings/use-settings.ts";
import { LessonForm } from "./lesson-form";
import { emptyValues } from "./lesson-values";
import { levelForDifficulty } from "#shared/levels.ts";
import { FormSkeleton } from "./form-skeleton";

/** /modules/create: a new lesson, written by hand or started from an article; its level starts from the Teacher settings. */
export function CreateLessonPage() {
  const settings = useSettings();
  return (
    <Page
      title="Create Lesson"
      description="A reading, an optional quiz and optional writing practice, for your classrooms."
      actions={
        <Button component={Link} to={paths.myLessons()} variant="default" leftSection={<IconFolders size={16} aria-hidden />}>
          My Lessons
        </Button>
      }
    >
      {settings.isPending ? (
        <FormSkeleton />
      ) : (
        <LessonForm initial={emptyValues(levelForDifficulty(settings.data?.teacher.auto_assign_difficulty))} />
      )}
    </Page>
  );
}
