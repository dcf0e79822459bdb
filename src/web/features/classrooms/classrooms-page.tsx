import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconLogin2, IconPlus, IconSettings, IconDoorEnter } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { QueryState } from "#web/ui/query-state.tsx";
import { useSession } from "#web/app/session/use-session.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import type { ClassroomsResponse } from "#shared/classrooms/schemas.ts";
import { useClassrooms } from "./api/use-classrooms";
import { countText } from "./count-text";

const GRID = { base: 1, sm: 2, lg: 3 } as const;
const listStyle = { listStyle: "none", padding: 0, margin: 0 } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A classroom's card: its name, what the page says about it, and the one button that opens it. */
function ClassroomCard(p: { name: string; testId: string; to: string; action: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid={p.testId}>
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4" style={{ overflowWrap: "anywhere" }}>
          {p.name}
        </Title>
        {p.children}
        <Button component={Link} to={p.to} variant="light" mt="auto" leftSection={p.icon} aria-label={`${p.action} ${p.name}`}>
          {p.action}
        </Button>
      </Stack>
    </Card>
  );
}

function JoinedCard({ room }: { room: ClassroomsResponse["joined"][number] }) {
  return (
    <ClassroomCard
      name={room.name}
      testId="joined-classroom"
      to={paths.classroomStudent(room.id)}
      action="Open"
      icon={<IconDoorEnter size={16} aria-hidden />}
    >
      <Text size="sm" c="dimmed">
        Teacher: {room.host_name} · {countText(room.lessons_count, "lesson")}
      </Text>
    </ClassroomCard>
  );
}

function HostedCard({ room }: { room: ClassroomsResponse["hosted"][number] }) {
  return (
    <ClassroomCard
      name={room.name}
      testId="hosted-classroom"
      to={paths.manageClassroom(room.id)}
      action="Manage"
      icon={<IconSettings size={16} aria-hidden />}
    >
      <Group gap="xs">
        <Text size="sm">Code</Text>
        <Badge variant="outline" tt="none" ff="monospace" size="lg" c="var(--mantine-color-text)" data-testid="classroom-code">
          {room.code}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {countText(room.members_count, "student")} · {countText(room.lessons_count, "lesson")}
      </Text>
    </ClassroomCard>
  );
}

function Cards<T extends { id: string }>({ items, render }: { items: T[]; render: (item: T) => ReactNode }) {
  return (
    <SimpleGrid cols={GRID} spacing="md" component="ul" style={listStyle}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </SimpleGrid>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" bg="var(--mantine-color-default-hover)">
      <Text c="dimmed">{children}</Text>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <SimpleGrid cols={GRID} spacing="md" aria-busy="true" aria-label="Loading classrooms">
      {[0, 1, 2].map((i) => (
        <Card key={i} withBorder radius="md" padding="lg" aria-hidden>
          <Skeleton h={22} w="70%" />
          <Skeleton h={12} mt="sm" w="50%" />
          <Skeleton h={36} mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** /classrooms: the classes the user joined and, for teachers and admins, the classes they host. */
export function ClassroomsPage() {
  const { user } = useSession();
  const teaches = !!user && (user.role === "teacher" || user.isAdmin);
  const q = useClassrooms();
  const actions = (
    <Group gap="sm">
      <Button
        component={Link}
        to={paths.joinClassroom()}
        variant={teaches ? "default" : "filled"}
        leftSection={<IconLogin2 size={16} aria-hidden />}
      >
        Join a classroom
      </Button>
      {teaches && (
        <Button component={Link} to={paths.createClassroom()} leftSection={<IconPlus size={16} aria-hidden />}>
          Create Classroom
        </Button>
      )}
    </Group>
  );

  const body = (
    <QueryState query={q} texts={{ error: C.failedToLoadClassrooms }} loading={<ListSkeleton />}>
      {(data) => (
        <>
          <Section title="Joined Classrooms">
            {data.joined.length === 0 ? (
              <Empty>You have not joined a classroom yet. Ask your teacher for the six-character code, then choose Join a classroom.</Empty>
            ) : (
              <Cards items={data.joined} render={(room) => <JoinedCard room={room} />} />
            )}
          </Section>
          {teaches && (
            <Section title="My Classrooms">
              {data.hosted.length === 0 ? (
                <Empty>You do not host a classroom yet. Create one and give its code to your students.</Empty>
              ) : (
                <Cards items={data.hosted} render={(room) => <HostedCard room={room} />} />
              )}
            </Section>
          )}
        </>
      )}
    </QueryState>
  );

  return (
    <Page
      title="Classrooms"
      description={
        teaches
          ? "Run your own classes, or join a colleague's with its code."
          : "Your classes. Join one with the code your teacher gives you."
      }
      actions={actions}
      size={1200}
    >
      {body}
    </Page>
  );
}
