// The catalogue query: what `modules_for_user` returned (id, name, description, dominant_level,
// access_status, lessons_count, module_updated_at), with search, level, sort and paging done in SQL.
// Paging applies per section (unlocked, public, locked) so the screen's one page number pages all three.
import { sql, type SQL } from "drizzle-orm";
import type { AccessStatus, CatalogueSort } from "#shared/modules/rules.ts";
import type { Level } from "#shared/levels.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

export interface CatalogueArgs {
  userId: string;
  isAdmin: boolean;
  search: string;
  level: Level | "all";
  sort: CatalogueSort;
  section?: AccessStatus;
  limit: number;
  offset: number;
}

export interface CatalogueRow {
  id: string;
  name: string;
  description: string;
  dominant_level: Level | null;
  access_status: AccessStatus;
  lessons_count: number;
  module_updated_at: string;
}

/** `%` and `_` typed by the user are searched for literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ORDER: Record<CatalogueSort, SQL> = {
  recent: sql`module_updated_at desc, id`,
  title: sql`lower(name), id`,
  lessons: sql`lessons_count desc, lower(name), id`,
};

export async function catalogueQuery({
  ctx: { db },
  input: { a },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { a: CatalogueArgs };
}): Promise<{ rows: CatalogueRow[]; totals: Record<AccessStatus, number> }> {
  // search_text is lower(name || ' ' || description); lessons_count and dominant_level are kept by a
  // trigger on module_lessons (migration 0004), so no module's lessons are counted here.
  const search = a.search ? sql`and m.search_text like ${likePattern(a.search.toLowerCase())}` : sql``;
  const level = a.level === "all" ? sql`` : sql`and m.dominant_level = ${a.level}`;
  const section = a.section ? sql`and access_status = ${a.section}` : sql``;
  // An admin may open every module, so private modules count as unlocked for them.
  const result = await db.execute(sql`
    with mods as (
      select m.id, m.name, m.description, m.updated_at as module_updated_at, m.lessons_count, m.dominant_level,
        case
          when u.user_id is not null or (${a.isAdmin} and not m.is_public) then 'unlocked'
          when m.is_public then 'public'
          else 'locked'
        end as access_status
      from modules m
      left join user_unlocked_modules u on u.module_id = m.id and u.user_id = ${a.userId}
      where true ${search} ${level}
    ),
    filtered as (select * from mods where true ${section}),
    ranked as (
      select filtered.*, row_number() over (partition by access_status order by ${ORDER[a.sort]}) as rn
      from filtered
    ),
    page as (
      select id::text as id, name, description, dominant_level, access_status, lessons_count, module_updated_at, rn, null::int as section_total
      from ranked where rn > ${a.offset} and rn <= ${a.offset + a.limit}
      union all
      select null, null, null, null, access_status, null, null, 0, count(*)::int from filtered group by access_status
    )
    select * from page
    order by case access_status when 'unlocked' then 0 when 'public' then 1 else 2 end, rn
  `);
  const all = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const totals: Record<AccessStatus, number> = { unlocked: 0, public: 0, locked: 0 };
  const rows: CatalogueRow[] = [];
  for (const r of all) {
    const status = r.access_status as AccessStatus;
    if (Number(r.rn) === 0) totals[status] = Number(r.section_total);
    else {
      rows.push({
        id: String(r.id),
        name: String(r.name),
        description: String(r.description),
        dominant_level: (r.dominant_level as Level | null) ?? null,
        access_status: status,
        lessons_count: Number(r.lessons_count),
        module_updated_at: new Date(r.module_updated_at as string).toISOString(),
      });
    }
  }
  return { rows, totals };
}
