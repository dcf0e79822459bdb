// The migration to one stored quiz shape: run again over rows written in every shape the app has ever
// accepted, it rewrites each readable quiz as [{id, text, options, correct: option text}] with the same
// meaning, keeps distinct stored ids, and leaves an unreadable quiz and a canonical one as they are.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { moduleLessons } from "#server/db/schema/index.ts";
import { packageRoot } from "#server/paths.ts";
import { readQuiz } from "#shared/quiz/read.ts";

const MIGRATION = join(packageRoot, "src/server/db/migrations/0010_one_quiz_shape.sql");

const server = serverForTests();

const canonical = [
  { id: "q0", text: "Which?", options: ["A", "B", "C"], correct: "B" },
  { id: "q1", text: "Then?", options: ["X", "Y"], correct: "X" },
];

const shapes: Record<string, unknown> = {
  "a plain list, index answers, no ids": [
    { question: " Which? ", choices: ["A", "B", "C"], answer: 1 },
    { prompt: "Then?", options: ["X", "Y"], correct_answer: 0 },
  ],
  "an object with questions": {
    questions: [
      { text: "Which?", options: ["A", "B", "C"], correct: "b" },
      { text: "Then?", options: ["X", "Y"], correctAnswer: "X" },
    ],
  },
  "a JSON string": JSON.stringify([
    { text: "Which?", options: ["A", "B", "C"], correct: "B" },
    { text: "Then?", options: ["X", "Y"], correct: 0 },
  ]),
  "already canonical": canonical,
};

async function insert(name: string, quiz: unknown): Promise<string> {
  const [row] = await server.deps.db
    .insert(moduleLessons)
    .values({ title: name, reading: "r", quiz: sql`${JSON.stringify(quiz)}::jsonb` })
    .returning({ id: moduleLessons.id });
  return row.id;
}

async function runMigration() {
  const statements = readFileSync(MIGRATION, "utf8").split("--> statement-breakpoint");
  for (const s of statements) await server.deps.db.execute(sql.raw(s));
}

const quizOf = async (id: string) =>
  (await server.deps.db.select({ quiz: moduleLessons.quiz }).from(moduleLessons).where(eq(moduleLessons.id, id)))[0].quiz;

describe("the one-quiz-shape migration", () => {
  it("rewrites every readable shape to the one stored shape, keeps stored ids and leaves unreadable rows alone", async () => {
    const ids = Object.fromEntries(await Promise.all(Object.entries(shapes).map(async ([k, q]) => [k, await insert(k, q)] as const)));
    const ownIds = await insert("own ids", [{ id: "intro", text: "Which?", options: ["A", "B", "C"], correct: "B" }]);
    const repeated = await insert("repeated ids", [
      { id: "x", text: "Which?", options: ["A", "B", "C"], correct: "B" },
      { id: "x", text: "Then?", options: ["X", "Y"], correct: "X" },
    ]);
    const broken = [{ text: "Which?", options: ["A", "A"], correct: "A" }];
    const unreadable = await insert("unreadable", broken);
    const notJson = await insert("not JSON", "{oops");

    await runMigration();

    for (const id of Object.values(ids)) expect(await quizOf(id)).toEqual(canonical);
    expect(await quizOf(ownIds)).toEqual([{ id: "intro", text: "Which?", options: ["A", "B", "C"], correct: "B" }]);
    expect(await quizOf(repeated)).toEqual(canonical);
    expect(await quizOf(unreadable)).toEqual(broken);
    expect(await quizOf(notJson)).toBe("{oops");
    // The one reader reads the result with the meaning the old shapes had.
    expect(readQuiz(await quizOf(ids["a plain list, index answers, no ids"])).map((q) => q.correct)).toEqual([1, 0]);
  });
});
