// Direct questions put to the AI: found, quoted whole and answered first, because a debater who dodges
// a question loses the point. The answer states the AI's side and the mechanism of one of its arguments.
import { contentTokens, splitSentences } from "#server/ai/engine/offline/text/index.ts";
import { PEOPLE } from "./moves";
import { position as positionOn } from "./position";
import type { SideCase } from "./opening";
import { choose } from "./typed/parts";

const FIRST_LEADS = ["You asked", "Your question was", "You put this to us", "You want to know", "Fair question"];
const LATER_LEADS = ["You also asked", "And your second question", "You asked as well", "Then you asked"];
const ANSWER_LEADS = ["Our answer", "Here is our answer", "The answer", "Plainly put", "Straight answer"];

// Addressed to the other side: a "you", or a question word or auxiliary that opens the sentence.
const ADDRESSED =
  /\b(you|your|yours)\b|^(?:and |but |so |then )?(why|how|what|which|who|whom|where|when|would|will|can|could|do|does|did|is|are|should|isn't|aren't|don't|doesn't|won't)\b/i;
// Asking for the AI's alternative or plan, rather than a reason.
const ASKS_PLAN =
  /^(?:and |but |so |then )?(?:what|how) (?:would|will|do|should) you (?:do|propose|offer|replace|fix|solve)|\byour (?:plan|alternative|model)\b/i;

/** Whether a question asks for our plan or alternative rather than a reason. */
export function asksForPlan(question: string): boolean {
  return ASKS_PLAN.test(question);
}

/** The questions in a speech that are put to the AI (at most two, in order). */
export function directQuestions(text: string): string[] {
  return splitSentences(text)
    .map((s) => s.trim())
    .filter((s) => s.endsWith("?") && ADDRESSED.test(s) && contentTokens(s).length >= 1)
    .slice(0, 2);
}

/** A quotable question: whole when short, else its first words, always ending in "?" or "…". */
function quoteQuestion(q: string, max = 18): string {
  const words = q.replace(/["“”]/g, "").split(/\s+/);
  return words.length > max ? `${words.slice(0, max).join(" ")}…` : words.join(" ");
}

function planAnswer(c: SideCase, position: string): string {
  if (c.parsed.kind !== "would") return `we judge ${c.focus} by what it does to ${PEOPLE[0]}, not by its best or worst headline`;
  return c.side === "Government"
    ? `${position}, with support for ${PEOPLE[2]} built in from the first day`
    : `${position}; we would target the problem directly, without the costs the motion puts on ${PEOPLE[0]}`;
}

/** "You asked: "…?" Our answer: …" for each direct question, or [] when none was asked. */
export function answerQuestions(questions: string[], c: SideCase): string[] {
  const position = positionOn(c.parts.plain, c.side);
  return questions.map((q, i) => {
    const arg = c.args[i % c.args.length];
    const because = arg.core(c);
    const asked = quoteQuestion(q);
    // The wording is chosen by the motion, so one question asked on two motions is not met in one frame.
    const lead = choose(c.parts, `asked${i}`, i === 0 ? FIRST_LEADS : LATER_LEADS);
    const answer = choose(c.parts, `answer${i}`, ANSWER_LEADS);
    if (asksForPlan(q)) return `${lead}: "${asked}" ${answer}: ${planAnswer(c, position)}, because ${because}.`;
    return i === 0
      ? `${lead}: "${asked}" ${answer}: ${position}, because ${because}.`
      : `${lead}: "${asked}" ${answer}: ${because}, and that is what ${arg.label} means in this debate.`;
  });
}
