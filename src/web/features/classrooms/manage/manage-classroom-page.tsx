import { useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { Button, Group, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { IconArrowLeft, IconEye, IconMicrophone, IconTrash } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { QueryState } from "#web/ui/query-state.tsx";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import { useManageClassroom } from "#web/features/classrooms/api/use-manage-classroom.ts";
import { useDeleteClassroom } from "#web/features/classrooms/api/use-manage-actions.ts";
import { ConfirmModal } from "#web/ui/confirm-modal.tsx";
import { DismissibleAlert } from "#web/ui/dismissible-alert.tsx";
import { ActionError } from "#web/features/classrooms/action-error.tsx";
import type { CreatedNotice } from "#web/features/classrooms/create-classroom-page.tsx";
import { CodeCard } from "./code-card";
import type { ManageResponse } from "#shared/classrooms/schemas.ts";
import { MembersSection } from "./members-section";
import { LessonsSection } from "./lessons-section";
import { CompletionGrid } from "./completion-grid";
import { HostDebatesSection } from "#web/features/classrooms/debates/host-debates-section.tsx";

const back = (
  <Button component={Link} to={paths.classrooms()} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
    All classrooms
  </Button>
);

/** /classrooms/manage/:classroomId (the host): code, students, lessons with due dates, the completion grid, delete. */
export function ManageClassroomPage() {
  const { classroomId = "" } = useParams();
  const q = useManageClassroom(classroomId);
  return (
    <QueryState
      query={q}
      texts={{ error: C.failedToLoadClassroom, notFound: C.classroomNotFound, forbidden: C.notHost }}
      forbiddenTitle="This classroom is run by another teacher"
      forbiddenNote="If you are a student in it, open it from your classrooms list."
      testId="manage-error"
      loading={
        <Page title="Manage classroom" actions={back} size={1200}>
          <Stack aria-busy="true" aria-label="Loading classroom">
            <Skeleton h={96} radius="md" />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Skeleton h={220} radius="md" />
              <Skeleton h={220} radius="md" />
            </SimpleGrid>
            <Skeleton h={200} radius="md" />
          </Stack>
        </Page>
      }
      frame={(alert, status) => (
        <Page title={status === 403 ? "Not your class" : "Manage classroom"} actions={back}>
          {alert}
        </Page>
      )}
    >
      {(data) => <ManageClassroom data={data} />}
    </QueryState>
  );
}

function ManageClassroom({ data }: { data: ManageResponse }) {
  const { classroom } = data;
  const del = useDeleteClassroom(classroom.id);
  const navigate = useNavigate();
  const created = (useLocation().state as CreatedNotice | null)?.created;
  const [showCreated, setShowCreated] = useState(true);
  const [deleting, setDeleting] = useState(false);
  const confirmDelete = () =>
    del.mutate(undefined, {
      onSuccess: () => void navigate(paths.classrooms(), { replace: true }),
      onSettled: () => setDeleting(false),
    });

  return (
    <Page
      title={classroom.name}
      description="Manage your class: its students, lessons and due dates, and who has done what."
      size={1200}
      actions={
        <Group gap="sm">
          {back}
          <Button
            component={Link}
            to={paths.classroomStudent(classroom.id)}
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            Student view
          </Button>
          <Button
            component={Link}
            to={paths.liveRounds(classroom.id)}
            variant="default"
            leftSection={<IconMicrophone size={16} aria-hidden />}
          >
            Live rounds
          </Button>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(true)}>
            Delete class
          </Button>
        </Group>
      }
    >
      {created && showCreated && (
        <DismissibleAlert tone="done" onClose={() => setShowCreated(false)}>
          Classroom “{created}” created. Give your students the code below.
        </DismissibleAlert>
      )}
      {del.isError && <ActionError title={C.deleteClassFailed} error={del.error} onClose={() => del.reset()} />}
      <CodeCard code={classroom.code} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: "start" }}>
        <MembersSection classroomId={classroom.id} members={data.members} />
        <LessonsSection classroomId={classroom.id} lessons={data.lessons} library={data.library} />
      </SimpleGrid>
      <CompletionGrid classroomId={classroom.id} />
      <HostDebatesSection classroomId={classroom.id} />
      <ConfirmModal
        opened={deleting}
        title="Delete class"
        confirmLabel="Delete class"
        busy={del.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      >
        Delete “{classroom.name}”? Its students, assigned lessons and all their work in it are removed. This cannot be undone.
      </ConfirmModal>
    </Page>
  );
}
