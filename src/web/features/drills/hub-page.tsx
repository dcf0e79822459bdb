import { Link } from "react-router";
import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBook2, IconChartLine } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { DRILL_KINDS } from "#shared/drills/rubric.ts";
import { DRILLS } from "./drills";

export function TrainingHubPage() {
  return (
    <Page
      title="Training"
      description="Six short drills, each scored out of 10 with specific feedback. Pick one and practise."
      actions={
        <Group gap="xs">
          <Button component={Link} to={paths.progress()} variant="default" leftSection={<IconChartLine size={16} aria-hidden />}>
            My progress
          </Button>
          <Button component={Link} to={paths.modules()} leftSection={<IconBook2 size={16} aria-hidden />}>
            Browse Lessons
          </Button>
        </Group>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {DRILL_KINDS.map((kind) => {
          const d = DRILLS[kind];
          return (
            <li key={kind}>
              <Card
                withBorder
                radius="md"
                padding="lg"
                h="100%"
                component={Link}
                to={paths.drill(kind)}
                className="hover-card"
                data-testid={`drill-card-${kind}`}
              >
                <Stack gap="xs">
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                    <d.icon size={22} />
                  </ThemeIcon>
                  <Title order={2} size="h4">
                    {d.title}
                  </Title>
                  <Text c="dimmed" size="sm">
                    {d.description}
                  </Text>
                </Stack>
              </Card>
            </li>
          );
        })}
      </SimpleGrid>
    </Page>
  );
}
