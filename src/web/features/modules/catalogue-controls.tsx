import { useState } from "react";
import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { CATALOGUE_SORTS, type CatalogueSort } from "#shared/modules/rules.ts";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";
import { LEVELS, type Level } from "#shared/levels.ts";

export interface CatalogueFilterValues {
  search: string;
  level: Level | "all";
  sort: CatalogueSort;
}

export const DEFAULT_FILTERS: CatalogueFilterValues = { search: "", level: "all", sort: "recent" };

const SORT_LABELS: Record<CatalogueSort, string> = { recent: "Most recent", title: "Title A to Z", lessons: "Most lessons" };

const levelData = [{ value: "all", label: "All levels" }, ...LEVELS.map((l) => ({ value: l, label: LEVEL_LABEL[l] }))];
const sortData = CATALOGUE_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }));

/**
 * Search, level and sort as a draft: nothing is fetched until Apply (or Enter in the search box);
 * Reset goes back to every module, most recent first. The parent remounts this form when the applied
 * filters change, so the draft always starts from what is on screen.
 */
export function CatalogueControls({
  applied,
  onApply,
  onReset,
}: {
  applied: CatalogueFilterValues;
  onApply: (f: CatalogueFilterValues) => void;
  onReset: () => void;
}) {
  const [draft, setDraft] = useState(applied);
  return (
    <form
      role="search"
      aria-label="Modules"
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ ...draft, search: draft.search.trim() });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Module name or description"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={draft.search}
          maxLength={200}
          onChange={(e) => setDraft({ ...draft, search: e.currentTarget.value })}
          style={{ flex: "1 1 220px" }}
        />
        <NativeSelect
          label="Level"
          data={levelData}
          value={draft.level}
          onChange={(e) => setDraft({ ...draft, level: e.currentTarget.value as CatalogueFilterValues["level"] })}
          style={{ flex: "1 1 150px" }}
        />
        <NativeSelect
          label="Sort by"
          data={sortData}
          value={draft.sort}
          onChange={(e) => setDraft({ ...draft, sort: e.currentTarget.value as CatalogueSort })}
          style={{ flex: "1 1 150px" }}
        />
        <Group gap="xs" wrap="nowrap">
          <Button type="button" variant="default" onClick={onReset}>
            Reset
          </Button>
          <Button type="submit">Apply</Button>
        </Group>
      </Group>
    </form>
  );
}
