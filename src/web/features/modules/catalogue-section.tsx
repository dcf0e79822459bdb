import type { ReactNode } from "react";
import { Badge, Button, Group, SimpleGrid, Text, Title } from "@mantine/core";
import type { AccessStatus } from "#shared/modules/rules.ts";
import type { CatalogueModule } from "#shared/modules/schemas.ts";
import { MODULE_UI_MESSAGES as U } from "#shared/messages/modules.ts";
import { ModuleCardSkeleton } from "./catalogue-card";

const GRID = { base: 1, sm: 2, lg: 3 } as const;
const listStyle = { listStyle: "none", padding: 0, margin: 0 } as const;

export const sectionHeadingId = (status: AccessStatus) => `modules-section-${status}`;

export interface SectionPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** A section's own Prev / Next, named after the section so each pager is told apart. */
function SectionPager({ title, page, pages, onPage }: SectionPagerProps & { title: string }) {
  return (
    <nav aria-label={`${title} pages`}>
      <Group justify="center" gap="md" mt="md">
        <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Prev
        </Button>
        <Text size="sm" data-testid="section-page">
          Page {page} of {Math.max(pages, page)}
        </Text>
        <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Group>
    </nav>
  );
}

/** One section of the catalogue: its heading and total, this page's cards (or a line saying why there are none) and its pager. */
export function CatalogueSection({
  status,
  title,
  total,
  modules,
  empty,
  loading,
  renderCard,
  pager,
}: {
  status: AccessStatus;
  title: string;
  total: number | undefined;
  modules: CatalogueModule[];
  /** What to say when the section has no modules at all. */
  empty: string;
  loading: boolean;
  renderCard: (m: CatalogueModule) => ReactNode;
  /** Prev / Next for this section alone; null when its modules fit on one page. */
  pager: SectionPagerProps | null;
}) {
  const headingId = sectionHeadingId(status);
  return (
    <section aria-labelledby={headingId} data-testid={`section-${status}`}>
      <Group gap="xs" mb="sm">
        <Title id={headingId} order={2} size="h3">
          {title}
        </Title>
        {total !== undefined && (
          <Badge variant="light" color="gray" aria-label={`${total} in all`}>
            {total}
          </Badge>
        )}
      </Group>
      {loading ? (
        <SimpleGrid cols={GRID} spacing="md">
          {[0, 1, 2].map((i) => (
            <ModuleCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : modules.length > 0 ? (
        <SimpleGrid cols={GRID} spacing="md" component="ul" style={listStyle}>
          {modules.map((m) => (
            <li key={m.id}>{renderCard(m)}</li>
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed" size="sm">
          {total ? U.nothingOnThisPage : empty}
        </Text>
      )}
      {pager && <SectionPager title={title} {...pager} />}
    </section>
  );
}
