// "Draft with AI" on a teacher's brief: the model drafts the whole brief for her motion in the brief's own
// shape and limits, and she edits it before anything is saved. There is no offline twin: the offline engine
// knows no more of a typed motion than its words, and a draft from them would be a template, so the form
// offers the button only with a model (the service refuses without one).
import { defineTask } from "#server/ai/task.ts";
import { Conflict } from "#server/platform/errors.ts";
import { z } from "zod";
import { BRIEF_LIMITS as L } from "#shared/briefs/limits.ts";
import { teacherBriefSchema } from "#shared/debate-assignments/brief.ts";
import { TEACHER_BRIEF_MESSAGES as B } from "#shared/messages/index.ts";
import { MOTION_MAX } from "#shared/limits.ts";

const chars = ([min, max]: readonly [number, number]) => `${min}-${max} characters`;

export const teacherBriefDraftTask = defineTask({
  name: "teacher-brief-draft",
  input: z.object({ motion: z.string().max(MOTION_MAX) }),
  output: teacherBriefSchema,
  failMessage: B.draftFailed,
  // Six arguments of about 1,800 characters each, clashes, actors, definitions and two weighings.
  maxOutputTokens: 5000,
  prompt: ({ motion }) => ({
    system:
      "You are an experienced debate coach writing a brief for a teacher: the prepared case both sides of a motion would run. " +
      "Facts must be true: use only well-known, checkable real cases and name where a reader can check each one " +
      "(a study, a law, a court ruling, an official report or a newspaper of record, with its year). " +
      "When you are not sure of a fact, write an illustration instead, opening with Imagine, Picture, Suppose, Take or Consider, and give it no source. " +
      "Give no statistics or figures you are not certain of. Answer with JSON only.",
    prompt:
      `The motion is: "${motion}".\n` +
      "Write the brief. For each side (proposition supports the motion, opposition opposes it) give three arguments, each with: " +
      `title (a short name, ${chars(L.title)}), claim (one sentence, ${chars(L.claim)}), ` +
      `mechanism (why the claim is true, the causal chain in two to four sentences, ${chars(L.mechanism)}), ` +
      `example ({"kind": "case" or "illustration", "text": ${chars(L.example)}, "source": ${chars(L.source)}, required for a case}), ` +
      `impact (why it matters and to whom, ${chars(L.impact)}), rebuttal (the other side's strongest answer to it, ${chars(L.rebuttal)}); ` +
      `and the side's weighing (why its impacts matter more, ${chars(L.weighing)}). ` +
      `Then: clashes (one to three questions the round turns on, ${chars(L.clash)} each), actors (two to eight lower-case names of who the motion affects), ` +
      `definitions (what the motion's terms mean or the model the proposition runs, ${chars(L.definitions)}).\n` +
      'Return {"proposition": {"arguments": [...], "weighing": "..."}, "opposition": {...}, "clashes": [...], "actors": [...], "definitions": "..."}.',
  }),
  offline: () => {
    throw new Conflict(B.draftNeedsModel);
  },
});
