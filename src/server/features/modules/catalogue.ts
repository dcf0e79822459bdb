// The catalogue query: what `modules_for_user` returned (id, name, description, dominant_level,
// access_status, lessons_count, module_updated_at), with search, level, sort and paging done in SQL.
// Paging applies per section (unlocked, public, locked) so the screen's one page number pages all three.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { AccessStatus, CatalogueSort, Level } from "../../../shared/modules/rules";
import { LEVEL_WEIGHTS } from "../../../shared/modules/rules";

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
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ORDER: Record<CatalogueSort, SQL> = {
  recent: sql`module_updated_at desc, id`,
  title: sql`lower(name), id`,
  lessons: sql`lessons_count desc, lower(name), id`,
};

// Weights are constants of the code, written into the SQL as literals (typed parameters would be text).
const W = Object.fromEntries(Object.entries(LEVEL_WEIGHTS).map(([k, v]) => [k, sql.raw(String(Math.trunc(v)))])) as Record<Level, SQL>;

export async function catalogueQuery(db: Db, a: CatalogueArgs): Promise<{ rows: CatalogueRow[]; totals: Record<AccessStatus, number> }> {
  const search = a.search ? sql`and (m.name ilike ${likePattern(a.search)} or m.description ilike ${likePattern(a.search)})` : sql``;
  const level = a.level === "all" ? sql`` : sql`and dominant_level = ${a.level}`;
  const section = a.section ? sql`and access_status = ${a.section}` : sql``;
  // An admin may open every module, so private modules count as unlocked for them.
  const result = await db.execute(sql`
    with mods as (
      select m.id, m.name, m.description, m.updated_at as module_updated_at,
        coalesce(l.lessons_count, 0)::int as lessons_count,
        case round(l.mean_weight)
          when ${W.beginner} then 'beginner' when ${W.intermediate} then 'intermediate' when ${W.advanced} then 'advanced'
        end as dominant_level,
        case
          when u.user_id is not null or (${a.isAdmin} and not m.is_public) then 'unlocked'
          when m.is_public then 'public'
          else 'locked'
        end as access_status
      from modules m
      left join lateral (
        select count(*) as lessons_count,
          avg(case ml.level when 'beginner' then ${W.beginner} when 'intermediate' then ${W.intermediate} else ${W.advanced} end) as mean_weight
        from module_lessons ml where ml.module_id = m.id
      ) l on true
      left join user_unlocked_modules u on u.module_id = m.id and u.user_id = ${a.userId}
      where true ${search}
    ),
    filtered as (select * from mods where true ${level} ${section}),
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
