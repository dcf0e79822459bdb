import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Alert, Card, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBook2, IconMessageChatbot, IconSchool, IconTarget, IconUsersGroup } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths, type StaticRoute } from "#web/app/paths.ts";
import { useSession } from "#web/app/session/use-session.ts";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

type HomeCard = { title: string; text: string; route: StaticRoute; icon: typeof IconBook2 };

const cards: HomeCard[] = [
  {
    title: "AI Debater",
    text: "Argue a motion against an AI opponent that takes the other side and remembers the round.",
    route: "debater",
    icon: IconMessageChatbot,
  },
  {
    title: "Practice Activity",
    text: "Six focused drills — PAEL, characterization, refutation, clashes, modeling, framing — each scored.",
    route: "training",
    icon: IconTarget,
  },
  {
    title: "Lesson Modules",
    text: "Readings, quizzes and writing practice grouped into modules, with feedback.",
    route: "modules",
    icon: IconBook2,
  },
  {
    title: "My Lessons",
    text: "Your lesson library: write lessons, sort them into folders, assign them to classes.",
    route: "myLessons",
    icon: IconSchool,
  },
];

// My Lessons is a teacher's library: a student who followed its card would only meet "Access denied",
// so a student's fourth way in is the classroom they join with a teacher's code.
const studentCard: HomeCard = {
  title: "Classrooms",
  text: "Join your teacher's class with its code, then find your assigned lessons and feedback.",
  route: "classrooms",
  icon: IconUsersGroup,
};

const SEEN_KEY = "rostrum.home.seen";

/** "Welcome back" only from the second visit on, remembered per account in this browser. */
function useGreeting(user: { id: string; username: string } | null): string {
  const [returning] = useState(() => {
    if (!user) return false;
    try {
      const seen = (localStorage.getItem(SEEN_KEY) ?? "").split(",");
      return seen.includes(user.id);
    } catch {
      return false;
    }
  });
  useEffect(() => {
    if (!user) return;
    try {
      const seen = (localStorage.getItem(SEEN_KEY) ?? "").split(",").filter(Boolean);
      if (!seen.includes(user.id)) localStorage.setItem(SEEN_KEY, [...seen.slice(-19), user.id].join(","));
    } catch {
      // Storage may be off (private mode): the greeting then stays "Welcome".
    }
  }, [user]);
  if (!user) return "Welcome to Rostrum";
  return returning ? `Welcome back, ${user.username}` : `Welcome, ${user.username}`;
}

/** Home: the welcome panel, then the four ways in. */
export function HomePage() {
  const { user } = useSession();
  const greeting = useGreeting(user);
  const staff = !user || user.role === "teacher" || user.isAdmin;
  const shown = staff ? cards : [...cards.slice(0, 3), studentCard];
  // A page that sends the user home with news (the account was deleted, say) passes it in the navigation state.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <Page title={greeting} tabTitle="Home" size={1040}>
      {notice && (
        <Alert role="status" color="teal" data-testid="home-notice">
          {notice}
        </Alert>
      )}
      <Paper radius="lg" p={{ base: "md", sm: "lg" }} bg="var(--mantine-color-indigo-light)">
        <Text size="lg" maw={640}>
          {UI_MESSAGES.homeWelcome}
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {shown.map((c) => (
          <Card key={c.title} withBorder radius="md" padding="lg" component={Link} to={paths[c.route]()} className="hover-card">
            <Stack gap="xs">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <c.icon size={22} />
              </ThemeIcon>
              <Title order={2} size="h4">
                {c.title}
              </Title>
              <Text c="dimmed" size="sm">
                {c.text}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Page>
  );
}
