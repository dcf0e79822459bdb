// What a real-paced student and teacher do in one period, at `speedup` times real pace: every pause is
// the real one divided by the speed-up, so one virtual student sends as much as `speedup` real ones.
// A student: arrives within the first minute and signs in on a fresh browser (the class behind one
// address), opens the class and a lesson, types (a draft saved every 10 s) and submits it, does two drills
// (drafts every 10 s, then the feedback), and a short debate (two speeches and the verdict). The teacher
// keeps the class's manage page open, which refreshes every 10 s.
import * as samples from "#tests/unit/drill-samples.ts";
import { draftKeys } from "#shared/drafts/schemas.ts";
import type { ClassRoom } from "./school";
import { PASSWORD } from "./school";
import { Jar, type Steps } from "./steps";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const DRILLS = [
  { kind: "argument", path: "/api/feedback", input: samples.argumentSamples.graded[0].middling },
  { kind: "refutation", path: "/api/refutation-feedback", input: samples.refutationSamples.graded[0].middling },
] as const;

const SPEECH =
  "Advertising to children is not a fair contest: companies study how to make a child want a product, and a young " +
  "child cannot recognise persuasion. Limits on adverts have cut children's exposure before, so the remedy works; weigh " +
  "that against a small cost to advertisers who can still sell to adults.";

export async function student(steps: Steps, room: ClassRoom, email: string, speedup: number): Promise<void> {
  const pause = (realSeconds: number) => sleep((realSeconds * 1000) / speedup);
  await pause(Math.random() * 60);
  const jar = new Jar();
  await steps.call("sign in", jar, "POST", "/api/auth/sign-in/email", { email, password: PASSWORD });
  await steps.call("me", jar, "GET", "/api/me");
  await steps.call("class page", jar, "GET", `/api/classrooms/${room.id}/student`);

  const lessonId = room.lessonIds[Math.floor(Math.random() * room.lessonIds.length)];
  const lessonKey = encodeURIComponent(draftKeys.classroomLesson(room.id, lessonId));
  const opened = await steps.call("open lesson", jar, "GET", `/api/classrooms/${room.id}/lessons/${lessonId}`);
  await steps.call("read draft", jar, "GET", `/api/drafts?key=${lessonKey}`);
  const quiz: Array<{ id: string; options: string[] }> = opened?.lesson?.quiz ?? [];
  const answers = Object.fromEntries(quiz.map((q) => [q.id, q.options[0]]));
  let writing = "";
  for (let i = 0; i < 6; i++) {
    await pause(10);
    writing += "The likelier impact outweighs the larger one when the larger one needs three unlikely steps. ";
    await steps.call("save draft", jar, "PUT", `/api/drafts?key=${lessonKey}`, { body: { answers, writing } });
  }
  await steps.call("submit lesson", jar, "POST", `/api/classrooms/${room.id}/lessons/${lessonId}/submit`, {
    answers,
    writing_response: writing,
  });

  for (const drill of DRILLS) {
    const key = encodeURIComponent(draftKeys.drill(drill.kind));
    await steps.call("read draft", jar, "GET", `/api/drafts?key=${key}`);
    for (let i = 0; i < 3; i++) {
      await pause(10);
      await steps.call("save draft", jar, "PUT", `/api/drafts?key=${key}`, { body: drill.input as Record<string, unknown> });
    }
    await steps.call("drill feedback", jar, "POST", drill.path, drill.input);
  }

  await steps.call("debate start", jar, "POST", "/api/debate/start", { motion: samples.JUNK, side: "Government" });
  for (let i = 0; i < 2; i++) {
    await pause(15);
    await steps.call("debate speech", jar, "POST", "/api/debate/message", { content: `${SPEECH} (${i + 1})` });
  }
  await steps.call("debate verdict", jar, "POST", "/api/debate/end");
}

/** The teacher's manage page, refreshed every 10 s (real) until `done`. */
export async function teacher(steps: Steps, room: ClassRoom, speedup: number, done: () => boolean): Promise<void> {
  while (!done()) {
    await steps.call("teacher page", room.teacher, "GET", `/api/classrooms/${room.id}/manage`);
    await sleep(10_000 / speedup);
  }
}
