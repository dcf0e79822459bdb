import { useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from "@mantine/core";
import { IconArrowLeft, IconBook2, IconLock, IconSearch, IconSettings } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { useSession } from "#web/app/session/use-session.ts";
import { QueryState, failureStatus } from "#web/ui/query-state.tsx";
import { MODULE_MESSAGES as M } from "#shared/messages/modules.ts";
import type { LessonCard } from "#shared/modules/schemas.ts";
import { useModule } from "./api/use-module";
import { ModuleLessonCard, ModuleLessonCardSkeleton } from "./module-lesson-card";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";
import { LEVELS, type Level } from "#shared/levels.ts";

type LevelFilter = "all" | Level;
type Sort = "default" | "title" | "newest";

const LEVEL_OPTIONS = [{ value: "all", label: "All" }, ...LEVELS.map((l) => ({ value: l, label: LEVEL_LABEL[l] }))];
const SORT_OPTIONS = [
  { value: "default", label: "Default" },
  { value: "title", label: "Title A to Z" },
  { value: "newest", label: "Newest first" },
];
const SKELETON_CARDS = 6;

/** The lessons the controls leave, in the chosen order ("Default" is the module's own order). */
function visibleLessons(lessons: LessonCard[], search: string, level: LevelFilter, sort: Sort): LessonCard[] {
  const q = search.trim().toLowerCase();
  const list = lessons.filter((l) => (level === "all" || l.level === level) && (!q || l.title.toLowerCase().includes(q)));
  if (sort === "title") return [...list].sort((a, b) => a.title.localeCompare(b.title));
  if (sort === "newest") return [...list].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return list;
}

function EmptyState({ text }: { text: string }) {
  return (
    <Stack align="center" gap="sm" py="xl" data-testid="lessons-empty">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        <IconBook2 size={26} />
      </ThemeIcon>
      <Text fw={600}>{text}</Text>
    </Stack>
  );
}

export function ModulePage() {
  const { moduleId = "" } = useParams();
  const q = useModule(moduleId);
  const [search, setSearch] = useState("");
  const [level, setLevel] = useState<LevelFilter>("all");
  const [sort, setSort] = useState<Sort>("default");
  const lessons = useMemo(() => visibleLessons(q.data?.lessons ?? [], search, level, sort), [q.data, search, level, sort]);

  const { user } = useSession();
  const back = (
    <Group gap="xs">
      {user?.isAdmin && (
        <Button component={Link} to={paths.moduleSettings(moduleId)} variant="light" leftSection={<IconSettings size={16} aria-hidden />}>
          Module settings
        </Button>
      )}
      <Button component={Link} to={paths.modules()} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        All modules
      </Button>
    </Group>
  );

  const m = q.data?.module;
  return (
    <Page
      title={m?.name ?? (failureStatus(q.error) === 403 ? "Locked module" : "Module")}
      tabTitle={m?.name ?? "Module"}
      description={m?.description || undefined}
      actions={back}
      size={1200}
    >
      {m && !m.is_public && (
        <Group gap="xs">
          <Badge variant="light" color="yellow" leftSection={<IconLock size={12} aria-hidden />}>
            Private module, unlocked for you
          </Badge>
        </Group>
      )}
      {!q.isError && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" role="search" aria-label="Filter lessons">
          <TextInput
            label="Search lessons"
            placeholder="Search by title"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Select
            label="Level"
            data={LEVEL_OPTIONS}
            value={level}
            onChange={(v) => setLevel((v as LevelFilter | null) ?? "all")}
            allowDeselect={false}
          />
          <Select
            label="Sort"
            data={SORT_OPTIONS}
            value={sort}
            onChange={(v) => setSort((v as Sort | null) ?? "default")}
            allowDeselect={false}
          />
        </SimpleGrid>
      )}
      <QueryState
        query={q}
        texts={{ error: M.failedToLoadModule, notFound: M.moduleNotFound }}
        forbiddenTitle="Locked"
        testId="module-error"
        loading={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true" aria-label="Loading lessons">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <ModuleLessonCardSkeleton key={i} />
            ))}
          </SimpleGrid>
        }
        isEmpty={(data) => data.lessons.length === 0}
        empty={<EmptyState text={M.noLessonsYet} />}
      >
        {() =>
          lessons.length === 0 ? (
            <EmptyState text={M.noLessonsMatch} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {lessons.map((l) => (
                <li key={l.id}>
                  <ModuleLessonCard moduleId={moduleId} lesson={l} />
                </li>
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </Page>
  );
}
