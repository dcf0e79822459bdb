import { Link } from "react-router";
import { Badge, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBook2, IconMessageChatbot, IconSchool, IconTarget } from "@tabler/icons-react";
import { useDocumentTitle } from "@mantine/hooks";
import { isOpen, paths } from "../../app/paths";
import { useSession } from "../auth/session";

const cards = [
  { title: "AI Debater", text: "Argue a motion against an AI opponent that takes the other side and remembers the round.", to: paths.debater(), icon: IconMessageChatbot },
  { title: "Practice Activity", text: "Six focused drills — PAEL, characterization, refutation, clashes, modeling, framing — each scored.", to: paths.training(), icon: IconTarget },
  { title: "Lesson Modules", text: "Readings, quizzes and writing practice grouped into modules, with feedback.", to: paths.modules(), icon: IconBook2 },
  { title: "My Lessons", text: "Your lesson library: write lessons, sort them into folders, assign them to classes.", to: paths.myLessons(), icon: IconSchool },
];

export function HomePage() {
  useDocumentTitle("Home · Rostrum");
  const { user } = useSession();
  return (
    <Stack maw={1040} mx="auto" gap="xl">
      <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder bg="var(--mantine-color-indigo-light)">
        <Title order={1}>{user ? `Welcome back, ${user.username}` : "Welcome to Rostrum"}</Title>
        <Text size="lg" mt="xs" maw={640}>
          Build the habits of a strong debater: argue a motion, answer what the other side actually said,
          and get specific feedback on every speech.
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {cards.map((c) => {
          const open = isOpen(c.to);
          const body = (
            <Stack gap="xs">
              <Group justify="space-between">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden><c.icon size={22} /></ThemeIcon>
                {!open && <Badge variant="outline" color="gray">Not open yet</Badge>}
              </Group>
              <Title order={2} size="h4">{c.title}</Title>
              <Text c="dimmed" size="sm">{c.text}</Text>
            </Stack>
          );
          return open ? (
            <Card key={c.title} withBorder radius="md" padding="lg" component={Link} to={c.to} className="hover-card">{body}</Card>
          ) : (
            <Card key={c.title} withBorder radius="md" padding="lg" aria-disabled="true" opacity={0.75}>{body}</Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
