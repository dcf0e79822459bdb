import { Link } from "react-router";
import { Button } from "@mantine/core";
import { IconList } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { ModuleLessonForm } from "./module-lesson-form";

/** /admin/create-module-lesson: a new lesson in a module, written by hand or started from an article. */
export function CreateModuleLessonPage() {
  return (
    <Page
      title="Create Module Lesson"
      description="A reading, an optional quiz, writing practice and case builder, in one of your modules."
      actions={
        <Button component={Link} to={paths.myModuleLessons()} variant="default" leftSection={<IconList size={16} aria-hidden />}>
          My Module Lessons
        </Button>
      }
    >
      <ModuleLessonForm />
    </Page>
  );
}
