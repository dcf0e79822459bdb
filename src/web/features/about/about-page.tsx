import { Accordion, Anchor, Button, Card, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconChecklist, IconMessageChatbot, IconSchool, IconTarget, IconUsersGroup, IconMail } from "@tabler/icons-react";
import { Link } from "react-router";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { useSession } from "#web/app/session/use-session.ts";
import { usePublicConfig } from "#web/app/session/use-public-config.ts";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

const features: { icon: typeof IconTarget; title: string; text: string }[] = [
  {
    icon: IconMessageChatbot,
    title: "An AI sparring partner",
    text: "Pick a side; the AI argues the other one, answers your points and judges the round.",
  },
  {
    icon: IconTarget,
    title: "Six scored drills",
    text: "PAEL arguments, characterization, refutation, clashes, modeling and framing, each with a rubric.",
  },
  {
    icon: IconSchool,
    title: "Lessons in modules",
    text: "Readings, quizzes and writing practice, from beginner to advanced.",
  },
  {
    icon: IconUsersGroup,
    title: "Classrooms",
    text: "Teachers assign lessons, follow progress and give feedback and grades.",
  },
];

const steps: string[] = [
  "Create an account as a student — or as a teacher with your school's access code.",
  "Warm up with a drill, or go straight into a round against the AI debater.",
  "Work through a module: read each lesson, take its quiz and practise your writing.",
  "Read the feedback, try again, and watch your scores climb.",
  "Teachers: open a classroom, share its 6-character code and assign lessons.",
];

// Say only what is true in this release (the logs keep no user text: src/server/logger.ts, tests/api/privacy-logs.test.ts).
const faq = [
  {
    q: "Who is Rostrum for?",
    a: "Students learning to debate, the teachers and coaches who train them, and clubs that want structured practice between tournaments.",
  },
  {
    q: "Does it need an AI subscription?",
    a: "No. Rostrum ships with a built-in offline coach that scores work against a rubric. A school can connect any OpenAI-compatible model for richer feedback.",
  },
  {
    q: "What formats does it follow?",
    a: "Motions, sides (Government and Opposition) and the PAEL structure follow common school and parliamentary formats.",
  },
  {
    q: "How do lessons and modules work?",
    a: "Lessons are grouped into modules, from beginner to advanced. Each lesson has a reading and a quiz, most have writing practice with feedback, and some a case builder. Public modules are open to everyone; a private module opens with a one-time code made for you.",
  },
  {
    q: "What happens to my work?",
    a: "Your rounds, drill attempts and lesson progress are kept in your school's Rostrum database so you can see your progress. When your school connects an AI model, what you write is sent to it to be scored. It is never written to the server's logs or sent anywhere else. In Settings, under Privacy, you can download all of it as one file or delete your account and everything it owns.",
  },
];

export function AboutPage() {
  const { user } = useSession();
  const config = usePublicConfig();
  const email = config.data?.contactEmail;
  return (
    <Page title="About Rostrum" size={1040}>
      <Stack gap={48}>
        <Paper radius="lg" p={{ base: "lg", sm: 48 }} bg="var(--mantine-color-indigo-light)">
          <Title order={2} size="h3">
            Win the argument. Learn why you won.
          </Title>
          <Text size="lg" mt="md" maw={680}>
            Rostrum is a debate-training app for students, teachers and clubs: an AI opponent to spar with, drills that build each skill,
            and lessons and classrooms that tie it together.
          </Text>
          <Group mt="xl">
            {user ? (
              <Button component={Link} to={paths.home()}>
                Go to your dashboard
              </Button>
            ) : (
              <Button component={Link} to={paths.signup()}>
                Create a free account
              </Button>
            )}
            {!user && (
              <Button variant="default" component={Link} to={paths.login()}>
                Sign in
              </Button>
            )}
          </Group>
        </Paper>

        <section aria-labelledby="mission">
          <Title id="mission" order={2} mb="sm">
            Our mission
          </Title>
          <Text maw={760}>
            Every student deserves a patient sparring partner and honest feedback. Rostrum gives debaters more rounds, more specific
            comments and more confidence — and gives teachers back the hours they spend setting up practice.
          </Text>
        </section>

        <section aria-labelledby="features">
          <Title id="features" order={2} mb="md">
            What you get
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {features.map((f) => (
              <Card key={f.title} withBorder radius="md" padding="lg">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <f.icon size={22} />
                </ThemeIcon>
                <Title order={3} size="h5" mt="md">
                  {f.title}
                </Title>
                <Text size="sm" c="dimmed" mt={6}>
                  {f.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>

        <section aria-labelledby="how">
          <Title id="how" order={2} mb="md">
            How it works
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" aria-hidden>
                <IconChecklist size={14} />
              </ThemeIcon>
            }
          >
            {steps.map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
          </List>
        </section>

        <section aria-labelledby="faq">
          <Title id="faq" order={2} mb="md">
            Questions
          </Title>
          <Accordion variant="separated">
            {faq.map((f) => (
              <Accordion.Item key={f.q} value={f.q}>
                <Accordion.Control>{f.q}</Accordion.Control>
                <Accordion.Panel>{f.a}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>

        <section aria-labelledby="contact">
          <Title id="contact" order={2} mb="sm">
            Contact
          </Title>
          <Group gap="xs">
            <IconMail size={18} aria-hidden />
            {email ? <Anchor href={`mailto:${email}`}>{email}</Anchor> : <Text c="dimmed">{UI_MESSAGES.contactLoading}</Text>}
          </Group>
        </section>
      </Stack>
    </Page>
  );
}
