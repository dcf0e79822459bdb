import { describe, expect, it } from "vitest";
import { eq, isNull } from "drizzle-orm";
import type { TestServer } from "#tests/support/test-server.ts";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { runStartupTasks } from "#server/app.ts";
import { moduleLessons, modules } from "#server/db/schema/index.ts";
import { seedStarterContent } from "#server/domains/modules/seed/seed.ts";
import { STARTER_CURRICULUM } from "#content/curriculum.ts";
import { readQuiz } from "#shared/quiz/read.ts";

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;

async function counts(server: TestServer) {
  const m = await server.deps.db.select({ id: modules.id }).from(modules);
  const l = await server.deps.db.select({ id: moduleLessons.id }).from(moduleLessons);
  return { modules: m.length, lessons: l.length };
}

describe("the starter curriculum", () => {
  const server = serverForTests();

  it("is not added by a test server on its own", async () => {
    expect(await counts(server)).toEqual({ modules: 0, lessons: 0 });
  });

  it("gives a fresh database 4+ public modules and 16+ complete lessons, plus a private module", async () => {
    await runStartupTasks(server.deps);
    const db = server.deps.db;
    const all = await db.select().from(modules);
    const publicModules = all.filter((m) => m.isPublic);
    expect(publicModules.length).toBeGreaterThanOrEqual(4);
    expect(all.filter((m) => !m.isPublic).length).toBeGreaterThanOrEqual(1);
    expect(all.every((m) => m.createdBy === null && m.description.length > 0)).toBe(true);

    const lessons = await db.select().from(moduleLessons);
    const publicIds = new Set(publicModules.map((m) => m.id));
    expect(lessons.filter((l) => l.moduleId && publicIds.has(l.moduleId)).length).toBeGreaterThanOrEqual(16);
    for (const l of lessons) {
      expect(l.moduleId, l.title).not.toBeNull();
      expect(words(l.reading), l.title).toBeGreaterThanOrEqual(300);
      expect(l.reading, l.title).not.toMatch(/<[a-z/][^>]*>/i);
      expect(l.writingPrompt?.trim(), l.title).toBeTruthy();
      expect(l.allowWriting, l.title).toBe(true);
      expect(["beginner", "intermediate", "advanced"]).toContain(l.level);
      if (l.allowCaseBuilder) expect(l.caseBuilderPrompt?.trim(), l.title).toBeTruthy();
      // Stored in the one quiz shape: ids q0, q1, …, `correct` the option's text, exactly one option matches.
      const stored = l.quiz as Array<{ id: string; text: string; options: string[]; correct: string }>;
      expect(stored.length, l.title).toBeGreaterThanOrEqual(3);
      expect(stored.map((q) => q.id)).toEqual(stored.map((_q, i) => `q${i}`));
      for (const q of stored) {
        expect(q.options.length).toBeGreaterThanOrEqual(3);
        expect(q.options.length).toBeLessThanOrEqual(5);
        expect(new Set(q.options).size).toBe(q.options.length);
        expect(q.options.filter((o) => o === q.correct)).toHaveLength(1);
      }
      // And the one quiz reader reads it.
      const quiz = readQuiz(l.quiz);
      expect(quiz.map((q) => q.options[q.correct])).toEqual(stored.map((q) => q.correct));
    }
    expect(lessons.some((l) => l.allowCaseBuilder)).toBe(true);
    expect(lessons.some((l) => !l.allowCaseBuilder)).toBe(true);
    expect(new Set(lessons.map((l) => l.level)).size).toBe(3);
  });

  it("adds nothing on a second start", async () => {
    const before = await counts(server);
    expect(await seedStarterContent(server.deps)).toEqual({ skipped: false, modulesAdded: 0, lessonsAdded: 0 });
    await runStartupTasks(server.deps);
    expect(await counts(server)).toEqual(before);
  });

  it("keeps an admin's changes to a seeded module: a deleted lesson does not come back", async () => {
    const db = server.deps.db;
    const [first] = await db.select().from(modules).where(eq(modules.name, STARTER_CURRICULUM[0].name));
    const [lesson] = await db.select().from(moduleLessons).where(eq(moduleLessons.moduleId, first.id));
    await db.delete(moduleLessons).where(eq(moduleLessons.id, lesson.id));
    const before = await counts(server);
    await runStartupTasks(server.deps);
    expect(await counts(server)).toEqual(before);
  });

  it("adds a missing seeded module again, with its lessons, and leaves an admin's module of the same name alone", async () => {
    const db = server.deps.db;
    const creator = await server.client().signup();
    const name = STARTER_CURRICULUM[1].name;
    await db.delete(modules).where(eq(modules.name, name));
    await db.insert(modules).values({ name, createdBy: creator.body.user.id });
    const result = await seedStarterContent(server.deps);
    expect(result).toEqual({ skipped: false, modulesAdded: 1, lessonsAdded: STARTER_CURRICULUM[1].lessons.length });
    const seeded = await db.select().from(modules).where(isNull(modules.createdBy));
    expect(seeded.map((m) => m.name).sort()).toEqual(STARTER_CURRICULUM.map((m) => m.name).sort());
  });

  it("orders lessons in a module as written, and the first module first by recency", async () => {
    const db = server.deps.db;
    const seeded = await db.select().from(modules).where(isNull(modules.createdBy));
    const byName = new Map(seeded.map((m) => [m.name, m]));
    const first = byName.get(STARTER_CURRICULUM[0].name)!;
    const third = byName.get(STARTER_CURRICULUM[2].name)!;
    expect(first.updatedAt.getTime()).toBeGreaterThan(third.updatedAt.getTime());
    const lessons = await db.select().from(moduleLessons).where(eq(moduleLessons.moduleId, third.id)).orderBy(moduleLessons.createdAt);
    expect(lessons.map((l) => l.title)).toEqual(STARTER_CURRICULUM[2].lessons.map((l) => l.title));
  });
});

describe("SEED_CONTENT=false", () => {
  const server = serverForTests({ SEED_CONTENT: "false" });

  it("seeds nothing at start", async () => {
    expect(server.deps.config.seedContent).toBe(false);
    await runStartupTasks(server.deps);
    expect(await seedStarterContent(server.deps)).toEqual({ skipped: true, modulesAdded: 0, lessonsAdded: 0 });
    expect(await counts(server)).toEqual({ modules: 0, lessons: 0 });
  });
});

describe("two starts at once on an empty database", () => {
  const server = serverForTests();

  it("add the curriculum once", async () => {
    const results = await Promise.all([seedStarterContent(server.deps), seedStarterContent(server.deps)]);
    expect(results.map((r) => r.modulesAdded).sort()).toEqual([0, STARTER_CURRICULUM.length]);
    const lessons = STARTER_CURRICULUM.reduce((n, m) => n + m.lessons.length, 0);
    expect(await counts(server)).toEqual({ modules: STARTER_CURRICULUM.length, lessons });
  });
});
