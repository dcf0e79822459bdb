import { useMemo, useState } from "react";
import { Badge, Button, Group, Modal, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import type { ManageResponse } from "#shared/classrooms/schemas.ts";
import type { AssessmentRules } from "#shared/classrooms/rules.ts";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";
import { AssessmentRuleFields } from "#web/ui/assessment-rule-fields.tsx";

type Item = ManageResponse["library"][number];
const OWN = "Your lessons";
const listStyle = { listStyle: "none", padding: 0, margin: 0 } as const;

/** The library in its groups: the host's own lessons first, then one group per module, as the server ordered them. */
function groups(items: Item[]): Array<[string, Item[]]> {
  const out = new Map<string, Item[]>();
  for (const item of items) {
    const name = item.module_name ?? OWN;
    out.set(name, [...(out.get(name) ?? []), item]);
  }
  return [...out];
}

interface Props {
  opened: boolean;
  library: Item[];
  /** The lesson being added, for its button's spinner. */
  busyId: string | null;
  /** The host's default rules (Settings → Teacher); null until their settings have loaded. */
  defaults: AssessmentRules | null;
  /** `rules` holds only the rules changed here: the server fills the rest with the same defaults. */
  onAssign: (item: Item, rules: Partial<AssessmentRules>) => void;
  onClose: () => void;
}

/**
 * Pick a lesson to assign: the host's own and those of the modules they may open, searchable by title or
 * module, with the assessment rules the lessons added here get (the host's defaults until changed).
 */
export function AssignLessonModal({ opened, library, busyId, defaults, onAssign, onClose }: Props) {
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Partial<AssessmentRules>>({});
  const rules = defaults ? { ...defaults, ...chosen } : null;
  const close = () => {
    setChosen({});
    onClose();
  };
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return groups(q ? library.filter((l) => `${l.title} ${l.module_name ?? ""}`.toLowerCase().includes(q)) : library);
  }, [library, search]);

  return (
    <Modal opened={opened} onClose={close} title="Assign a lesson" size="lg" closeButtonProps={{ "aria-label": "Close" }}>
      <Stack gap="md">
        <TextInput
          label="Search lessons"
          placeholder="Title or module"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
        />
        {rules && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              The lessons you add here get these rules; you can change them on each lesson later.
            </Text>
            <AssessmentRuleFields
              compact
              idPrefix="assign-rules"
              reveal={rules.reveal_answers}
              attempts={rules.max_attempts}
              lock={rules.lock_on_grade}
              onReveal={(v) => setChosen((c) => ({ ...c, reveal_answers: v }))}
              onAttempts={(v) => setChosen((c) => ({ ...c, max_attempts: v }))}
              onLock={(v) => setChosen((c) => ({ ...c, lock_on_grade: v }))}
            />
          </Stack>
        )}
        {shown.length === 0 && (
          <Text c="dimmed">{library.length === 0 ? "Every lesson you can assign is assigned here already." : "No matching lessons."}</Text>
        )}
        {shown.map(([group, items]) => (
          <Stack key={group} gap={6} component="section" aria-label={group}>
            <Title order={3} size="h5">
              {group}
            </Title>
            <Stack component="ul" gap={6} style={listStyle}>
              {items.map((l) => (
                <Group component="li" key={l.id} justify="space-between" gap="sm" wrap="nowrap" data-testid="library-lesson">
                  <Group gap="xs" style={{ minWidth: 0, flex: 1 }}>
                    <Text style={{ overflowWrap: "anywhere" }}>{l.title}</Text>
                    <Badge variant="light" size="sm" c="var(--mantine-color-text)">
                      {LEVEL_LABEL[l.level]}
                    </Badge>
                  </Group>
                  <Button
                    size="xs"
                    variant="light"
                    c="var(--mantine-color-text)"
                    style={{ flexShrink: 0 }}
                    leftSection={<IconPlus size={14} aria-hidden />}
                    aria-label={`Add ${l.title}`}
                    loading={busyId === l.id}
                    onClick={() => onAssign(l, chosen)}
                  >
                    Add
                  </Button>
                </Group>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
