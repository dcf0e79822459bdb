// Block 6: what the lesson reader finds each starter-curriculum writing prompt asks (src/content/curriculum/),
// and the subject it reads relevance against: the real tasks, so a reviewer sees the reading beside the prompt.
import { STARTER_CURRICULUM } from "#content/curriculum.ts";
import { subjectOf } from "#server/ai/engine/offline/lesson-subject.ts";
import { readAsks } from "#server/ai/engine/offline/lesson-task.ts";

const short = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function tasksBlock(): string[] {
  const lessons = STARTER_CURRICULUM.flatMap((m) => m.lessons);
  const lines = lessons.map((l) => {
    const asks = readAsks(l.writingPrompt, "").map((a) => a.what);
    return `  ${short(l.title, 34).padEnd(34)}  asks: ${asks.join("; ")}  |  subject: ${short(subjectOf(l.writingPrompt), 60)}`;
  });
  const specific = lessons.filter((l) => readAsks(l.writingPrompt, "").some((a) => a.what !== "a position on the question")).length;
  return [
    `6. TASKS: what the lesson reader finds each curriculum writing prompt asks (${specific} of ${lessons.length} with a deliverable beyond a position)`,
    ...lines,
  ];
}
