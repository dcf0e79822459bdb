import { useParams } from "react-router";
import { Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { Page } from "#web/ui/page.tsx";
import { QueryState } from "#web/ui/query-state.tsx";
import { UserAvatar } from "#web/ui/user-avatar.tsx";
import { PageLoader } from "#web/app/guards.tsx";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import type { StudentProgressResponse } from "#shared/feedback/schemas.ts";
import { DRILL_NAMES } from "#shared/drills/rubric.ts";
import { useStudentProgress } from "./api/use-student-progress";
import { StudentLessons } from "./student-lessons";
import { SectionCard } from "#web/ui/section-card.tsx";

function Profile({ student }: { student: StudentProgressResponse["student"] }) {
  return (
    <Group gap="md" align="flex-start" wrap="nowrap" data-testid="student-profile">
      <UserAvatar url={student.avatar_url} name={student.username} size={64} radius="xl" data-testid="student-avatar" />
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text fw={600}>{student.username}</Text>
        <Text size="sm">
          School:{" "}
          {student.school || (
            <Text span c="dimmed">
              not given
            </Text>
          )}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {student.bio || (
            <Text span c="dimmed">
              No bio yet.
            </Text>
          )}
        </Text>
      </Stack>
    </Group>
  );
}

function Drills({ drills }: { drills: StudentProgressResponse["drills"] }) {
  if (drills.attempts === 0) return <Text c="dimmed">No drill attempts yet.</Text>;
  return (
    <Stack gap="sm" data-testid="drill-summary">
      <Text>
        {drills.attempts} attempt{drills.attempts === 1 ? "" : "s"} · average {drills.average ?? "—"}/10
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {drills.by_kind.map((d) => (
          <Stack key={d.drill} gap={0}>
            <Text size="sm" fw={600}>
              {DRILL_NAMES[d.drill]}
            </Text>
            <Text size="sm" c="dimmed">
              {d.attempts ? `${d.attempts} · avg ${d.average}/10` : "none yet"}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /profiles/:studentId: one student's progress for a teacher who hosts them (or an admin). */
export function StudentProfilePage() {
  const { studentId = "" } = useParams();
  const progress = useStudentProgress(studentId);
  const data = progress.data;
  return (
    <Page
      title={data ? data.student.username : "Student progress"}
      tabTitle="Student progress"
      description={data ? "Student progress" : undefined}
    >
      <QueryState
        query={progress}
        texts={{ error: C.studentProgressFailed, notFound: C.studentNotFound }}
        testId="load-error"
        loading={<PageLoader />}
      >
        {(data) => (
          <>
            <SectionCard title="Profile" testId="profile-section">
              <Profile student={data.student} />
            </SectionCard>
            <SectionCard title="Drill progress" testId="drills-section">
              <Drills drills={data.drills} />
            </SectionCard>
            <SectionCard title="Lessons" testId="lessons-section">
              <StudentLessons rows={data.lessons} studentId={data.student.id} />
            </SectionCard>
          </>
        )}
      </QueryState>
    </Page>
  );
}
