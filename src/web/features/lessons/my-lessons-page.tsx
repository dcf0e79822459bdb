import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Button, Group, Skeleton, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { QueryState } from "#web/ui/query-state.tsx";
import { paths } from "#web/app/paths.ts";
import { LESSON_MESSAGES as L } from "#shared/messages/classrooms.ts";
import { LESSON_SEARCH_MAX, type LessonFolder, type LessonListItem } from "#shared/lessons/schemas.ts";
import { useLessons } from "./api/use-lessons";
import { useMoveLesson } from "./api/use-move-lesson";
import { useDeleteLesson } from "./api/use-delete-lesson";
import { useRenameFolder } from "./api/use-rename-folder";
import { useDeleteFolder } from "./api/use-delete-folder";
import { folderOfZone } from "./board";
import { LessonBoard } from "./lesson-board";
import { NewFolderBox } from "./new-folder-box";
import { RenameFolderModal } from "./rename-folder-modal";
import { ConfirmModal } from "#web/ui/confirm-modal.tsx";
import { DismissibleAlert } from "#web/ui/dismissible-alert.tsx";
import type { LessonNotice } from "./lesson-form";
import { reason, refusal } from "./refusal";

function BoardSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading lessons and folders">
      <Group grow>
        <Skeleton h={140} radius="md" />
        <Skeleton h={140} radius="md" visibleFrom="md" />
      </Group>
      <Skeleton h={200} radius="md" />
    </Stack>
  );
}

/** /modules/my-lessons: the teacher's lessons in folders; drag (mouse or keyboard) or "Move to…" files them. */
export function MyLessonsPage() {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const q = useLessons(debounced);
  const move = useMoveLesson();
  const delLesson = useDeleteLesson();
  const rename = useRenameFolder();
  const delFolder = useDeleteFolder();
  const notice = (useLocation().state as LessonNotice | null)?.notice;
  const [showNotice, setShowNotice] = useState(true);
  const [editMode, setEditMode] = useState(false);
  const [problem, setProblem] = useState("");
  const [deletingLesson, setDeletingLesson] = useState<LessonListItem | null>(null);
  const [renaming, setRenaming] = useState<LessonFolder | null>(null);
  const [deletingFolder, setDeletingFolder] = useState<LessonFolder | null>(null);

  const moveLesson = (l: LessonListItem, zone: string) => {
    setProblem("");
    move.mutate({ lessonId: l.id, folderId: folderOfZone(zone) }, { onError: () => setProblem(L.moveFailed) });
  };
  const confirmDeleteLesson = () => {
    if (!deletingLesson) return;
    setProblem("");
    delLesson.mutate(deletingLesson.id, {
      onError: (err) => setProblem(L.deleteFailed(reason(err))),
      onSettled: () => setDeletingLesson(null),
    });
  };
  const doRename = (name: string) => {
    if (!renaming) return;
    setProblem("");
    rename.mutate(
      { folderId: renaming.id, name },
      { onError: (err) => setProblem(refusal(err, L.renameFolderFailed)), onSettled: () => setRenaming(null) },
    );
  };
  const confirmDeleteFolder = () => {
    if (!deletingFolder) return;
    setProblem("");
    delFolder.mutate(deletingFolder.id, {
      onError: (err) => setProblem(L.deleteFolderFailed(reason(err))),
      onSettled: () => setDeletingFolder(null),
    });
  };

  return (
    <Page
      title="My Lessons"
      description="Your lessons, filed in folders. Open one to preview it, or drag it into a folder."
      actions={
        <Button component={Link} to={paths.createLesson()} leftSection={<IconPlus size={16} aria-hidden />}>
          Create Lesson
        </Button>
      }
    >
      {notice && showNotice && (
        <DismissibleAlert tone="done" onClose={() => setShowNotice(false)} testId="lessons-notice">
          {notice}
        </DismissibleAlert>
      )}
      {problem && (
        <DismissibleAlert tone="problem" onClose={() => setProblem("")} testId="lessons-problem">
          {problem}
        </DismissibleAlert>
      )}
      <Group justify="space-between" align="flex-end" gap="md">
        <TextInput
          label="Search lessons"
          placeholder="Title"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={LESSON_SEARCH_MAX}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: "1 1 240px", maxWidth: 420 }}
        />
        <Switch
          label="Edit"
          description="Rename and delete folders, delete lessons"
          checked={editMode}
          onChange={(e) => setEditMode(e.currentTarget.checked)}
        />
      </Group>
      <NewFolderBox onProblem={setProblem} />

      <QueryState
        query={q}
        texts={{ error: L.loadFailed }}
        testId="lessons-load-error"
        loading={<BoardSkeleton />}
        isEmpty={(d) => !debounced && d.lessons.length === 0 && d.folders.length === 0}
        empty={
          <Stack align="center" gap="sm" py="xl" data-testid="lessons-empty">
            <Text fw={600}>No lessons yet.</Text>
            <Text c="dimmed" ta="center">
              Write your first lesson, or start one from an article’s URL.
            </Text>
            <Button component={Link} to={paths.createLesson()} variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
              Create Lesson
            </Button>
          </Stack>
        }
      >
        {(data) => (
          <>
            {debounced && data.lessons.length === 0 && (
              <Text fw={600} data-testid="lessons-no-match">
                No lessons match “{debounced}”.
              </Text>
            )}
            <Text size="sm" c="dimmed">
              Drag a lesson by its grip into a folder. With the keyboard: focus the grip, press Space, choose a folder with the arrow keys
              and press Space again. Or use the folder button beside a lesson.
            </Text>
            <LessonBoard
              data={data}
              searching={!!debounced}
              editMode={editMode}
              onMove={moveLesson}
              onDeleteLesson={setDeletingLesson}
              onRenameFolder={setRenaming}
              onDeleteFolder={setDeletingFolder}
            />
          </>
        )}
      </QueryState>

      <ConfirmModal
        opened={!!deletingLesson}
        title="Delete lesson"
        confirmLabel="Delete"
        busy={delLesson.isPending}
        onConfirm={confirmDeleteLesson}
        onClose={() => setDeletingLesson(null)}
      >
        Are you sure you want to delete “{deletingLesson?.title}”? It is removed from every classroom it is assigned to, with the students’
        work on it.
      </ConfirmModal>
      <ConfirmModal
        opened={!!deletingFolder}
        title="Delete folder"
        confirmLabel="Delete folder"
        busy={delFolder.isPending}
        onConfirm={confirmDeleteFolder}
        onClose={() => setDeletingFolder(null)}
      >
        Are you sure you want to delete the folder “{deletingFolder?.name}”? Its lessons are kept and move to Unassigned.
      </ConfirmModal>
      <RenameFolderModal folder={renaming} busy={rename.isPending} onRename={doRename} onClose={() => setRenaming(null)} />
    </Page>
  );
}
