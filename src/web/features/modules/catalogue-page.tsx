import { useState } from "react";
import { useSearchParams } from "react-router";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { Page } from "../../ui/page";
import { MODULE_UI_MESSAGES as U } from "../../../shared/messages/modules";
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORTS,
  LEVELS,
  type AccessStatus,
  type CatalogueSort,
  type Level,
} from "../../../shared/modules/rules";
import type { CatalogueModule } from "../../../shared/modules/schemas";
import { CatalogueControls, DEFAULT_FILTERS, type CatalogueFilterValues } from "./catalogue-controls";
import { CatalogueSection } from "./catalogue-section";
import { LockedModuleCard, ModuleCard } from "./catalogue-card";
import { useCatalogue } from "./api/use-catalogue";

const SECTIONS: { status: AccessStatus; title: string; empty: string }[] = [
  { status: "unlocked", title: "My Modules", empty: U.noUnlockedModules },
  { status: "public", title: "Available Modules", empty: U.noPublicModules },
  { status: "locked", title: "Locked Modules", empty: U.noLockedModules },
];

/** The applied filters and the shared page number live in the address, so Back and a reload keep them. */
function readParams(params: URLSearchParams): CatalogueFilterValues & { page: number } {
  const level = params.get("level");
  const sort = params.get("sort");
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").slice(0, 200),
    level: LEVELS.includes(level as Level) ? (level as Level) : "all",
    sort: CATALOGUE_SORTS.includes(sort as CatalogueSort) ? (sort as CatalogueSort) : "recent",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function writeParams(f: CatalogueFilterValues & { page: number }): URLSearchParams {
  const p = new URLSearchParams();
  if (f.search) p.set("search", f.search);
  if (f.level !== DEFAULT_FILTERS.level) p.set("level", f.level);
  if (f.sort !== DEFAULT_FILTERS.sort) p.set("sort", f.sort);
  if (f.page > 1) p.set("page", String(f.page));
  return p;
}

export function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const applied = readParams(params);
  const catalogue = useCatalogue(applied);
  const [unlocked, setUnlocked] = useState<string | null>(null);

  const go = (next: CatalogueFilterValues & { page: number }) => {
    setUnlocked(null);
    setParams(writeParams(next));
  };
  const data = catalogue.data;
  const totals = data?.totals;
  const pages = totals ? Math.max(1, Math.ceil(Math.max(totals.unlocked, totals.public, totals.locked) / CATALOGUE_PAGE_SIZE)) : 1;
  const filtered = applied.search !== "" || applied.level !== "all";
  const nothingMatches = !!totals && filtered && totals.unlocked + totals.public + totals.locked === 0;
  const toPage = (page: number) => {
    go({ ...applied, page });
    window.scrollTo({ top: 0 });
  };

  const renderCard = (m: CatalogueModule) =>
    m.access_status === "locked" ? (
      <LockedModuleCard module={m} onUnlocked={(mod) => setUnlocked(U.moduleUnlocked(mod.name))} />
    ) : (
      <ModuleCard module={m} />
    );

  return (
    <Page
      title="Modules"
      description="Lessons grouped into modules, from beginner to advanced. Open a module to start its lessons."
      size={1200}
    >
      <CatalogueControls
        // A new form whenever the applied filters change (Reset, Back), so the draft starts from them.
        key={`${applied.search}|${applied.level}|${applied.sort}`}
        applied={applied}
        onApply={(f) => go({ ...f, page: 1 })}
        onReset={() => go({ ...DEFAULT_FILTERS, page: 1 })}
      />

      <div role="status" aria-live="polite">
        {unlocked && (
          <Alert
            color="teal"
            icon={<IconCircleCheck size={18} aria-hidden />}
            withCloseButton
            onClose={() => setUnlocked(null)}
            closeButtonLabel="Dismiss"
          >
            {unlocked}
          </Alert>
        )}
      </div>

      {catalogue.isError && !data ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={U.failedToLoadModules}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void catalogue.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : nothingMatches ? (
        <Text c="dimmed" data-testid="catalogue-no-match">
          {U.noModulesMatch}
        </Text>
      ) : (
        <Stack
          gap="xl"
          aria-busy={catalogue.isFetching}
          style={{ opacity: catalogue.isPlaceholderData ? 0.6 : 1, transition: "opacity 120ms" }}
        >
          {SECTIONS.map((s) => (
            <CatalogueSection
              key={s.status}
              status={s.status}
              title={s.title}
              total={totals?.[s.status]}
              modules={data?.modules.filter((m) => m.access_status === s.status) ?? []}
              empty={s.empty}
              loading={!data}
              renderCard={renderCard}
            />
          ))}
        </Stack>
      )}

      {data && !nothingMatches && (pages > 1 || applied.page > 1) && (
        <nav aria-label="Pages">
          <Group justify="center" gap="md">
            <Button variant="default" disabled={applied.page <= 1} onClick={() => toPage(applied.page - 1)}>
              Prev
            </Button>
            <Text size="sm" data-testid="catalogue-page">
              Page {applied.page} of {Math.max(pages, applied.page)}
            </Text>
            <Button variant="default" disabled={applied.page >= pages} onClick={() => toPage(applied.page + 1)}>
              Next
            </Button>
          </Group>
        </nav>
      )}
    </Page>
  );
}
