// Every score a student sees, computed as the server computes it: the integrity checks first (with what
// the app generated for the motion standing in for what this student was shown), then the offline engine,
// then the checks' finish; the judge's verdict finished by the server (totals, speaker points).
import { checkDebate, checkDrill, checkLessonWriting, type Finding } from "#server/ai/engine/integrity/index.ts";
import * as coach from "#server/ai/engine/offline/coach/index.ts";
import { offlineVerdict } from "#server/ai/engine/offline/judge.ts";
import { offlineLessonFeedback } from "#server/ai/engine/offline/lesson-feedback.ts";
import { withoutQuotations } from "#server/ai/engine/integrity/text.ts";
import { offlineOpening, offlineReply, type DebateMessage } from "#server/ai/engine/offline/opponent.ts";
import { finishVerdict } from "#server/ai/tasks/debate.ts";
import { feedbackRequestSchema } from "#shared/drills/schemas.ts";
import { otherSide, type Side } from "#shared/sides.ts";

const stringsOf = (v: unknown): string[] =>
  typeof v === "string"
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(stringsOf)
      : v && typeof v === "object"
        ? Object.values(v).flatMap(stringsOf)
        : [];

const generated = new Map<string, string[]>();
/** Everything the offline coach writes for the motion (both sides' model argument, actors, a clash, a frame). */
export function generatedFor(motion: string): string[] {
  let hit = generated.get(motion);
  if (!hit) {
    const made = [
      coach.generateArgument({ motion, side: "Government" }),
      coach.generateArgument({ motion, side: "Opposition" }),
      coach.characterizationExample({ motion }),
      coach.clashesExample({ motion, actor: "" }),
      coach.framingExample({ motion, side: "Government" }),
    ];
    hit = made.flatMap(stringsOf);
    generated.set(motion, hit);
  }
  return hit;
}

export interface Scored {
  /** The engine alone. */
  raw: number;
  /** As the student sees it: through the checks. */
  checked: number;
  findings: Finding["kind"][];
}

/** The PAEL drill's overall (0–10) for a free-text argument on the motion, for the side it must argue. */
export function drillOverall(motion: string, side: Side, argument: string): Scored {
  const req = feedbackRequestSchema.parse({ motion, side, argument });
  const check = checkDrill<typeof req, ReturnType<typeof coach.argumentFeedback>>("feedback", req, { generated: generatedFor(motion) })!;
  return {
    raw: coach.argumentFeedback(req).scores.overall,
    checked: check.finish(coach.argumentFeedback(check.input)).scores.overall,
    findings: check.findings.map((f) => f.kind),
  };
}

/** A round as the server holds it: the AI's opening, the student's speech, the AI's reply (intermediate, nothing pressed). */
export function roundWith(motion: string, side: Side, speech: string): DebateMessage[] {
  const setup = { motion, aiSide: otherSide(side), difficulty: "intermediate" as const, press: null };
  const messages: DebateMessage[] = [{ role: "assistant", content: offlineOpening(setup) }];
  messages.push({ role: "user", content: speech });
  messages.push({ role: "assistant", content: offlineReply({ ...setup, messages }) });
  return messages;
}

export interface Judged extends Scored {
  /** The student's speaker points on the ballot (WSDC scale). */
  points: number;
  /** The AI's speaker points on the same ballot, from the same judge reading its speeches. */
  aiPoints: number;
}

/** The judge's total (0–30) and the student's speaker points for one speech in a round against the offline AI. */
export function judgeSpeech(motion: string, side: Side, speech: string): Judged {
  const messages = roundWith(motion, side, speech);
  const input = { motion, userSide: side, messages };
  // The AI's speeches are recorded as generated for the student (as the server's record hooks do).
  // The server records them through integrity/store.ts, which drops what they put in quotation marks.
  const said = messages.filter((m) => m.role === "assistant").map((m) => withoutQuotations(m.content));
  const check = checkDebate<typeof input, ReturnType<typeof offlineVerdict>>(input, [...generatedFor(motion), ...said]);
  const answer = check.finish(offlineVerdict(check.input));
  const verdict = finishVerdict(answer, { userSide: side, engine: "offline", motion, messages, press: null });
  return {
    raw: offlineVerdict(input).scores.user.total,
    checked: verdict.scores.user.total,
    points: verdict.speakerPoints.user,
    aiPoints: verdict.speakerPoints.ai,
    findings: check.findings.map((f) => f.kind),
  };
}

/** Lesson writing feedback's score (0–100) for a response to a writing prompt (the student's default style). */
export function lessonScore(prompt: string, response: string, motion: string): Scored {
  const input = { prompt, input: response };
  const check = checkLessonWriting<typeof input, ReturnType<typeof offlineLessonFeedback>>(input, generatedFor(motion));
  return {
    raw: offlineLessonFeedback(input).score,
    checked: check.finish(offlineLessonFeedback(check.input)).score,
    findings: check.findings.map((f) => f.kind),
  };
}
