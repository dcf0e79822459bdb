import { Link } from "react-router";
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconEye, IconFolders, IconPlus, IconSettings } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { QueryState } from "#web/ui/query-state.tsx";
import { ADMIN_MESSAGES as A } from "#shared/messages/admin.ts";
import type { AdminModule } from "#shared/modules/admin.ts";
import { useAdminModules } from "#web/features/admin/api/use-admin-modules.ts";
import { VisibilityBadge, VisibilityToggle } from "./visibility";

const GRID = { base: 1, sm: 2, lg: 3 } as const;
const listStyle = { listStyle: "none", padding: 0, margin: 0 } as const;

const lessonsText = (n: number) => (n === 1 ? "1 lesson" : `${n} lessons`);

function ModuleRow({ module: m }: { module: AdminModule }) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="admin-module">
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4">
          {m.name}
        </Title>
        {m.description && (
          <Text c="dimmed" size="sm" lineClamp={3}>
            {m.description}
          </Text>
        )}
        <Group gap="xs">
          <VisibilityBadge isPublic={m.is_public} />
          <Text size="sm" c="dimmed" data-testid="admin-module-lessons">
            {lessonsText(m.lessons_count)}
          </Text>
        </Group>
        <Stack gap="xs" mt="auto">
          <VisibilityToggle module={m} />
          <Group gap="xs" grow>
            <Button
              component={Link}
              to={paths.moduleSettings(m.id)}
              variant="light"
              c="var(--mantine-color-text)"
              leftSection={<IconSettings size={16} aria-hidden />}
              aria-label={`Settings: ${m.name}`}
            >
              Settings
            </Button>
            <Button
              component={Link}
              to={paths.moduleView(m.id)}
              variant="subtle"
              leftSection={<IconEye size={16} aria-hidden />}
              aria-label={`View: ${m.name}`}
            >
              View
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}

function RowSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Stack gap="xs">
        <Skeleton h={22} w="70%" />
        <Skeleton h={12} />
        <Skeleton h={20} w="50%" mt="xs" />
        <Skeleton h={36} mt="sm" />
      </Stack>
    </Card>
  );
}

/** Manage Modules: only the modules this admin created, with their visibility and links to settings. */
export function ManageModulesPage() {
  const q = useAdminModules("mine");
  const create = (
    <Button component={Link} to={paths.createModule()} leftSection={<IconPlus size={16} aria-hidden />}>
      Create Module
    </Button>
  );
  return (
    <Page
      title="Manage Modules"
      description="The modules you created and the starter curriculum, which every admin manages. Private modules are open only to students with an unlock code."
      actions={create}
      size={1200}
    >
      <QueryState
        query={q}
        texts={{ error: A.loadFailed }}
        loading={
          <SimpleGrid cols={GRID} spacing="md" aria-busy="true" aria-label="Loading modules">
            {[0, 1, 2].map((i) => (
              <RowSkeleton key={i} />
            ))}
          </SimpleGrid>
        }
        isEmpty={(d) => d.modules.length === 0}
        empty={
          <Stack align="center" gap="sm" py="xl" data-testid="modules-empty">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
              <IconFolders size={26} />
            </ThemeIcon>
            <Text fw={600}>{A.noModulesYet}</Text>
            <Button component={Link} to={paths.createModule()} variant="light">
              Create Module
            </Button>
          </Stack>
        }
      >
        {(d) => (
          <SimpleGrid cols={GRID} spacing="md" component="ul" style={listStyle}>
            {d.modules.map((m) => (
              <li key={m.id}>
                <ModuleRow module={m} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Page>
  );
}
