import { useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button, Group, Modal, Select, Skeleton, Stack, Switch, Text, TextInput } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { QueryState } from "#web/ui/query-state.tsx";
import { ConfirmModal } from "#web/ui/confirm-modal.tsx";
import { DismissibleAlert } from "#web/ui/dismissible-alert.tsx";
import { paths } from "#web/app/paths.ts";
import { errorText } from "#web/ui/api-error.ts";
import { ADMIN_MESSAGES as A } from "#shared/messages/admin.ts";
import type { AdminLessonListItem } from "#shared/modules/admin.ts";
import { useAdminLessons } from "#web/features/admin/api/use-admin-lessons.ts";
import { useAdminModules } from "#web/features/admin/api/use-admin-modules.ts";
import { useDeleteModuleLesson } from "#web/features/admin/api/use-delete-module-lesson.ts";
import { useAssignModuleLesson } from "#web/features/admin/api/use-assign-module-lesson.ts";
import type { SavedState } from "./module-lesson-form";
import { ModuleLessonRow } from "./module-lesson-row";

// The spec's failure alerts end with the server's text; a reply without one still says something.
const reason = (err: unknown) => errorText(err, "the server gave no reason.");

/** /admin/my-module-lessons: the module lessons this admin manages; edit mode opens edit, delete and (un)assignment. */
export function MyModuleLessonsPage() {
  const q = useAdminLessons();
  const modules = useAdminModules("assignable");
  const del = useDeleteModuleLesson();
  const assign = useAssignModuleLesson();
  const saved = (useLocation().state as SavedState | null)?.saved;
  const [showSaved, setShowSaved] = useState(true);
  const [search, setSearch] = useState("");
  const [editMode, setEditMode] = useState(false);
  const [problem, setProblem] = useState("");
  const [deleting, setDeleting] = useState<AdminLessonListItem | null>(null);
  const [assigning, setAssigning] = useState<AdminLessonListItem | null>(null);
  const [target, setTarget] = useState<string | null>(null);

  const lessons = useMemo(() => {
    const s = search.trim().toLowerCase();
    return (q.data?.lessons ?? []).filter((l) => !s || l.title.toLowerCase().includes(s) || !!l.module?.name.toLowerCase().includes(s));
  }, [q.data, search]);

  const confirmDelete = () => {
    if (!deleting) return;
    setProblem("");
    del.mutate(deleting.id, { onError: (err) => setProblem(A.deleteLessonFailed(reason(err))), onSettled: () => setDeleting(null) });
  };
  const confirmAssign = () => {
    if (!assigning || !target) return;
    setProblem("");
    assign.mutate(
      { lessonId: assigning.id, moduleId: target },
      { onError: (err) => setProblem(A.assignFailed(reason(err))), onSettled: () => setAssigning(null) },
    );
  };
  const unassign = (l: AdminLessonListItem) => {
    setProblem("");
    assign.mutate({ lessonId: l.id, moduleId: null }, { onError: (err) => setProblem(A.unassignFailed(reason(err))) });
  };
  const moduleOptions = (modules.data?.modules ?? [])
    .filter((m) => m.id !== assigning?.module?.id)
    .map((m) => ({ value: m.id, label: m.name }));

  return (
    <Page
      title="My Module Lessons"
      description="The module lessons you manage. Turn on edit mode to edit, delete, assign or unassign them."
      actions={
        <Button component={Link} to={paths.createModuleLesson()} leftSection={<IconPlus size={16} aria-hidden />}>
          Create Module Lesson
        </Button>
      }
    >
      {saved && showSaved && (
        <DismissibleAlert tone="done" onClose={() => setShowSaved(false)}>
          Saved “{saved}”.
        </DismissibleAlert>
      )}
      {problem && (
        <DismissibleAlert tone="problem" onClose={() => setProblem("")} testId="lessons-action-error">
          {problem}
        </DismissibleAlert>
      )}
      <Group justify="space-between" align="flex-end" gap="md">
        <TextInput
          label="Search module lessons"
          placeholder="Title or module"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: "1 1 240px", maxWidth: 420 }}
        />
        <Switch label="Edit mode" checked={editMode} onChange={(e) => setEditMode(e.currentTarget.checked)} mb={6} />
      </Group>

      <QueryState
        query={q}
        texts={{ error: A.loadFailed }}
        loading={
          <Stack gap="sm" aria-busy="true" aria-label="Loading module lessons">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h={72} radius="md" />
            ))}
          </Stack>
        }
      >
        {() =>
          lessons.length === 0 ? (
            <Text ta="center" fw={600} py="xl" data-testid="lessons-empty">
              {A.noModuleLessons}
            </Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label="Module lessons">
              {lessons.map((l) => (
                <ModuleLessonRow
                  key={l.id}
                  lesson={l}
                  editMode={editMode}
                  busy={(assign.isPending && assign.variables?.lessonId === l.id) || (del.isPending && del.variables === l.id)}
                  onAssign={() => {
                    setTarget(null);
                    setAssigning(l);
                  }}
                  onUnassign={() => unassign(l)}
                  onDelete={() => setDeleting(l)}
                />
              ))}
            </Stack>
          )
        }
      </QueryState>

      <ConfirmModal
        opened={!!deleting}
        title="Delete module lesson"
        confirmLabel="Delete"
        busy={del.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <Stack>
          <Text>{A.confirmDeleteLesson}</Text>
          <Text size="sm" c="dimmed">
            “{deleting?.title}” and the learners’ progress on it will be removed.
          </Text>
        </Stack>
      </ConfirmModal>

      <Modal opened={!!assigning} onClose={() => setAssigning(null)} title="Assign to a module" centered>
        <Stack>
          <Text size="sm">Choose the module “{assigning?.title}” goes into.</Text>
          <Select
            label="Module"
            placeholder="Choose a module"
            data={moduleOptions}
            value={target}
            onChange={setTarget}
            searchable
            nothingFoundMessage="No module matches"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAssigning(null)}>
              Cancel
            </Button>
            <Button onClick={confirmAssign} disabled={!target} loading={assign.isPending}>
              Assign
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Page>
  );
}
