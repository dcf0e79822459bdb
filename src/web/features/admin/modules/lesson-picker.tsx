import { useMemo, useState } from "react";
import { Badge, Checkbox, Group, Paper, ScrollArea, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { QueryState } from "#web/ui/query-state.tsx";
import { ADMIN_MESSAGES as A } from "#shared/messages/admin.ts";
import { useAdminLessons } from "#web/features/admin/api/use-admin-lessons.ts";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";

/**
 * The existing module lessons to put in the new module: a searchable checkbox list that says where
 * each lesson is now, since choosing one moves it out of that module.
 */
export function LessonPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const q = useAdminLessons();
  const [search, setSearch] = useState("");
  const shown = useMemo(() => {
    const s = search.trim().toLowerCase();
    const lessons = q.data?.lessons ?? [];
    return s ? lessons.filter((l) => l.title.toLowerCase().includes(s) || l.module?.name.toLowerCase().includes(s)) : lessons;
  }, [q.data, search]);

  const chosen = new Set(value);
  return (
    <QueryState
      query={q}
      texts={{ error: A.loadFailed }}
      loading={
        <Stack gap="xs" aria-busy="true" aria-label="Loading lessons">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      }
      isEmpty={(data) => data.lessons.length === 0}
      empty={<Text c="dimmed">{A.noModuleLessons}</Text>}
    >
      {() => (
        <Stack gap="xs">
          <TextInput
            label="Search lessons"
            placeholder="Lesson title or module name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="lessons-chosen">
            {value.length === 1 ? "1 lesson chosen" : `${value.length} lessons chosen`}
          </Text>
          <Paper withBorder radius="md" px="sm" py="xs">
            <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
              <Checkbox.Group value={value} onChange={onChange} aria-label="Lessons to put in this module">
                <Stack gap={10} py={4}>
                  {shown.length === 0 && <Text c="dimmed">No lessons match your search.</Text>}
                  {shown.map((l) => (
                    <Checkbox
                      key={l.id}
                      value={l.id}
                      label={l.title}
                      description={
                        <Group gap={6} component="span">
                          <Badge component="span" size="xs" variant="light" color="gray" c="var(--mantine-color-text)">
                            {LEVEL_LABEL[l.level]}
                          </Badge>
                          <span>
                            {l.module
                              ? chosen.has(l.id)
                                ? `Moves here from ${l.module.name}`
                                : `Now in ${l.module.name}`
                              : "Not in a module"}
                          </span>
                        </Group>
                      }
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            </ScrollArea.Autosize>
          </Paper>
        </Stack>
      )}
    </QueryState>
  );
}
