// The database keeps each module's lesson count and dominant level (trigger on module_lessons and a
// generated column, migration 0004). These tests move lessons every way the app can and check the
// stored figures against the shared rule (dominantLevel) and a fresh count.
import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { moduleLessons, modules } from "#server/db/schema/index.ts";
import { dominantLevel } from "#shared/modules/rules.ts";
import { LEVELS, type Level } from "#shared/levels.ts";

const server = serverForTests();

const db = () => server.deps.db;

async function newModule(name: string) {
  const [m] = await db().insert(modules).values({ name }).returning();
  return m.id;
}

async function addLessons(moduleId: string | null, levels: Level[]) {
  if (levels.length === 0) return [];
  const rows = await db()
    .insert(moduleLessons)
    .values(levels.map((level, i) => ({ moduleId, level, title: `L${i}`, reading: "r" })))
    .returning({ id: moduleLessons.id });
  return rows.map((r) => r.id);
}

/** What the database stores for the module, and what it should store given its lessons now. */
async function storedAndExpected(moduleId: string) {
  const [m] = await db().select().from(modules).where(eq(modules.id, moduleId));
  const levels = (await db().select({ level: moduleLessons.level }).from(moduleLessons).where(eq(moduleLessons.moduleId, moduleId))).map(
    (r) => r.level as Level,
  );
  return {
    stored: { count: m.lessonsCount, level: m.dominantLevel },
    expected: { count: levels.length, level: dominantLevel(levels) },
  };
}

async function expectConsistent(...ids: string[]) {
  for (const id of ids) {
    const { stored, expected } = await storedAndExpected(id);
    expect(stored).toEqual(expected);
  }
}

describe("module lesson counts and dominant level, kept by the database", () => {
  it("agree with the shared rule for every mix of up to three lessons, and none", async () => {
    const mixes: Level[][] = [[]];
    for (const a of LEVELS) {
      mixes.push([a]);
      for (const b of LEVELS) {
        mixes.push([a, b]);
        for (const c of LEVELS) mixes.push([a, b, c]);
      }
    }
    for (const mix of mixes) {
      const id = await newModule(mix.join("+") || "empty");
      await addLessons(id, mix);
      await expectConsistent(id);
    }
    // Two beginners and an advanced lesson: mean 1.67, intermediate (the rule's own example).
    const id = await newModule("example");
    await addLessons(id, ["beginner", "beginner", "advanced"]);
    expect((await storedAndExpected(id)).stored).toEqual({ count: 3, level: "intermediate" });
  });

  it("follow moves, level changes, unassigning and deletes", async () => {
    const a = await newModule("A");
    const b = await newModule("B");
    const [l1, l2, l3] = await addLessons(a, ["advanced", "advanced", "beginner"]);
    const [loose] = await addLessons(null, ["intermediate"]);
    await expectConsistent(a, b);

    await db().update(moduleLessons).set({ moduleId: b }).where(eq(moduleLessons.id, l1));
    await expectConsistent(a, b);
    await db().update(moduleLessons).set({ level: "beginner" }).where(eq(moduleLessons.id, l2));
    await expectConsistent(a, b);
    await db().update(moduleLessons).set({ moduleId: b, level: "intermediate" }).where(eq(moduleLessons.id, l3));
    await expectConsistent(a, b);
    await db().update(moduleLessons).set({ moduleId: a }).where(eq(moduleLessons.id, loose));
    await expectConsistent(a, b);
    await db()
      .update(moduleLessons)
      .set({ moduleId: null })
      .where(inArray(moduleLessons.id, [l1, l3]));
    await expectConsistent(a, b);
    await db().delete(moduleLessons).where(eq(moduleLessons.id, l2));
    await expectConsistent(a, b);
    // An edit that changes neither module nor level leaves the figures alone.
    await db().update(moduleLessons).set({ title: "renamed" }).where(eq(moduleLessons.id, loose));
    await expectConsistent(a, b);
  });

  it("survive deleting a module (its lessons become unassigned)", async () => {
    const a = await newModule("gone");
    const ids = await addLessons(a, ["beginner", "advanced"]);
    await db().delete(modules).where(eq(modules.id, a));
    const rows = await db().select({ moduleId: moduleLessons.moduleId }).from(moduleLessons).where(inArray(moduleLessons.id, ids));
    expect(rows.map((r) => r.moduleId)).toEqual([null, null]);
  });

  it("hold under simultaneous inserts into one module", async () => {
    const a = await newModule("busy");
    await Promise.all(Array.from({ length: 12 }, (_, i) => addLessons(a, [LEVELS[i % 3]])));
    await expectConsistent(a);
  });
});
