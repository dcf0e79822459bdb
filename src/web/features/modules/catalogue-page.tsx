import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { MODULE_UI_MESSAGES as U } from "#shared/messages/modules.ts";
import { CATALOGUE_PAGE_SIZE, CATALOGUE_SORTS, type AccessStatus, type CatalogueSort } from "#shared/modules/rules.ts";
import type { CatalogueModule } from "#shared/modules/schemas.ts";
import { CatalogueControls, DEFAULT_FILTERS, type CatalogueFilterValues } from "./catalogue-controls";
import { CatalogueSection, sectionHeadingId } from "./catalogue-section";
import { LockedModuleCard, ModuleCard } from "./catalogue-card";
import { useCatalogue } from "./api/use-catalogue";
import { LEVELS, type Level } from "#shared/levels.ts";

const SECTIONS: { status: AccessStatus; title: string; empty: string }[] = [
  { status: "unlocked", title: "My Modules", empty: U.noUnlockedModules },
  { status: "public", title: "Available Modules", empty: U.noPublicModules },
  { status: "locked", title: "Locked Modules", empty: U.noLockedModules },
];

type SectionPages = Record<AccessStatus, number>;
type Applied = CatalogueFilterValues & { pages: SectionPages };
const FIRST_PAGES: SectionPages = { unlocked: 1, public: 1, locked: 1 };
const pageParam = (status: AccessStatus) => `${status}_page`;

/** The applied filters and each section's page number live in the address, so Back and a reload keep them. */
function readParams(params: URLSearchParams): Applied {
  const level = params.get("level");
  const sort = params.get("sort");
  const pageOf = (status: AccessStatus) => {
    const page = Number(params.get(pageParam(status)));
    return Number.isInteger(page) && page >= 1 ? page : 1;
  };
  return {
    search: (params.get("search") ?? "").slice(0, 200),
    level: LEVELS.includes(level as Level) ? (level as Level) : "all",
    sort: CATALOGUE_SORTS.includes(sort as CatalogueSort) ? (sort as CatalogueSort) : "recent",
    pages: { unlocked: pageOf("unlocked"), public: pageOf("public"), locked: pageOf("locked") },
  };
}

function writeParams(f: Applied): URLSearchParams {
  const p = new URLSearchParams();
  if (f.search) p.set("search", f.search);
  if (f.level !== DEFAULT_FILTERS.level) p.set("level", f.level);
  if (f.sort !== DEFAULT_FILTERS.sort) p.set("sort", f.sort);
  for (const { status } of SECTIONS) if (f.pages[status] > 1) p.set(pageParam(status), String(f.pages[status]));
  return p;
}

/**
 * One section with its own pager. Its first page comes with the whole catalogue's first page (one
 * request for the screen); a later page asks the server for this section alone.
 */
function PagedSection({
  section,
  filters,
  page,
  first,
  total,
  onPage,
  renderCard,
}: {
  section: (typeof SECTIONS)[number];
  filters: CatalogueFilterValues;
  page: number;
  first: CatalogueModule[] | undefined;
  total: number | undefined;
  onPage: (page: number) => void;
  renderCard: (m: CatalogueModule) => ReactNode;
}) {
  const later = useCatalogue({ ...filters, section: section.status, page }, page > 1);
  const modules = page > 1 ? later.data?.modules : first;
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));
  return (
    <CatalogueSection
      status={section.status}
      title={section.title}
      total={total}
      modules={modules ?? []}
      empty={section.empty}
      loading={!modules}
      renderCard={renderCard}
      pager={total !== undefined && (pages > 1 || page > 1) ? { page, pages, onPage } : null}
    />
  );
}

export function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const applied = readParams(params);
  const filters: CatalogueFilterValues = { search: applied.search, level: applied.level, sort: applied.sort };
  const catalogue = useCatalogue({ ...filters, page: 1 });
  const [unlocked, setUnlocked] = useState<string | null>(null);

  const go = (next: Applied) => {
    setUnlocked(null);
    setParams(writeParams(next));
  };
  const data = catalogue.data;
  const totals = data?.totals;
  const filtered = applied.search !== "" || applied.level !== "all";
  const nothingMatches = !!totals && filtered && totals.unlocked + totals.public + totals.locked === 0;
  const toPage = (status: AccessStatus, page: number) => {
    go({ ...applied, pages: { ...applied.pages, [status]: page } });
    document.getElementById(sectionHeadingId(status))?.scrollIntoView({ block: "start" });
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
        onApply={(f) => go({ ...f, pages: FIRST_PAGES })}
        onReset={() => go({ ...DEFAULT_FILTERS, pages: FIRST_PAGES })}
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
            <PagedSection
              key={s.status}
              section={s}
              filters={filters}
              page={applied.pages[s.status]}
              first={data?.modules.filter((m) => m.access_status === s.status)}
              total={totals?.[s.status]}
              onPage={(page) => toPage(s.status, page)}
              renderCard={renderCard}
            />
          ))}
        </Stack>
      )}
    </Page>
  );
}
