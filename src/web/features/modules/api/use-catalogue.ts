import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { CATALOGUE_PAGE_SIZE, type AccessStatus, type CatalogueSort } from "#shared/modules/rules.ts";
import { moduleKeys } from "./keys";
import type { Level } from "#shared/levels.ts";

export interface CatalogueFilters {
  search: string;
  level: Level | "all";
  sort: CatalogueSort;
  /** The page number, from 1: of the one section asked for, or of each section when none is. */
  page: number;
  section?: AccessStatus;
}

/**
 * GET /api/modules: without a section, that page of each section (unlocked, public, locked) and each
 * section's total; with one, that page of that section alone.
 */
export function useCatalogue(f: CatalogueFilters, enabled = true) {
  return useQuery({
    queryKey: moduleKeys.catalogue(f),
    queryFn: ({ signal }) =>
      call(
        client.GET("/api/modules", {
          params: {
            query: {
              search: f.search || undefined,
              level: f.level,
              sort: f.sort,
              section: f.section,
              limit: CATALOGUE_PAGE_SIZE,
              offset: (f.page - 1) * CATALOGUE_PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
    // Paging and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    enabled,
    // What others change (an admin making a module private, a new module) shows when the user comes
    // back to the tab, without a reload.
    refetchOnWindowFocus: true,
  });
}
