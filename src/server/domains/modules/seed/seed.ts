import { and, inArray, isNull, sql } from "drizzle-orm";
import { withTransaction, type Deps } from "#server/platform/context.ts";
import { storedQuiz } from "#server/domains/lessons/index.ts";
import { moduleLessons, modules } from "#server/db/schema/modules.ts";
import { STARTER_CURRICULUM, type CurriculumModule } from "#content/curriculum.ts";

/** Taken inside the seeding transaction, so two servers starting at once on one database seed once. */
const SEED_LOCK = 727_101;

export interface SeedResult {
  skipped: boolean;
  modulesAdded: number;
  lessonsAdded: number;
}

/**
 * Adds the starter curriculum (src/content/curriculum/) at start, unless `SEED_CONTENT=false`.
 *
 * Idempotent: a seeded module is one with the curriculum's name and no creator. A module that is
 * already there is left exactly as it is (with its lessons), so a restart adds nothing twice and an
 * admin's edits, deletions and visibility changes to seeded lessons are kept; only a missing module
 * is added, with all its lessons, in one transaction.
 */
export async function seedStarterContent(
  deps: Pick<Deps, "db" | "config" | "log">,
  curriculum: readonly CurriculumModule[] = STARTER_CURRICULUM,
): Promise<SeedResult> {
  if (!deps.config.seedContent) return { skipped: true, modulesAdded: 0, lessonsAdded: 0 };
  const result = await withTransaction(deps, async (_deps, tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const names = curriculum.map((m) => m.name);
    const present = await tx
      .select({ name: modules.name })
      .from(modules)
      .where(and(isNull(modules.createdBy), inArray(modules.name, names)));
    const have = new Set(present.map((r) => r.name));
    // now() is the same for a whole transaction: explicit times keep the curriculum's order
    // (the first module is the most recent in the catalogue; lessons read in creation order).
    const base = Date.now();
    let modulesAdded = 0;
    let lessonsAdded = 0;
    for (const [mi, m] of curriculum.entries()) {
      if (have.has(m.name)) continue;
      const at = new Date(base - mi * 1000);
      const [row] = await tx
        .insert(modules)
        .values({ name: m.name, description: m.description, isPublic: m.isPublic, createdAt: at, updatedAt: at })
        .returning({ id: modules.id });
      await tx.insert(moduleLessons).values(
        m.lessons.map((l, li) => ({
          title: l.title,
          level: l.level,
          moduleId: row.id,
          reading: l.reading,
          writingPrompt: l.writingPrompt,
          allowWriting: l.writingPrompt.trim() !== "",
          allowCaseBuilder: l.caseBuilderPrompt !== undefined,
          caseBuilderPrompt: l.caseBuilderPrompt ?? null,
          quiz: storedQuiz(l.quiz),
          createdAt: new Date(at.getTime() + li),
        })),
      );
      modulesAdded += 1;
      lessonsAdded += m.lessons.length;
    }
    return { skipped: false, modulesAdded, lessonsAdded };
  });
  if (result.modulesAdded > 0) deps.log.info(result, "starter curriculum added");
  return result;
}
