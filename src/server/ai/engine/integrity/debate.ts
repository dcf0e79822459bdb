// The integrity checks for the debate judge: the student's speeches are checked against the motion,
// their side, the opponent's speeches in the round and what else the app generated for them, before
// either judge reads the transcript. Findings lower the student's scores and open the verdict's reason.
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";
import type { Side } from "#shared/sides.ts";
import { splitSentences } from "#server/ai/engine/offline/text/index.ts";
import { adjustScore, inspect, type Finding } from "./checks";
import { bigrams, indexSources, stemsOf, withoutQuotations } from "./text";
import { prependNotes } from "./drills";
import { plainText } from "./tricks";

interface Turn {
  role: "user" | "assistant";
  content: string;
}
interface VerdictInput {
  motion: string;
  userSide: Side;
  messages: Turn[];
  /** The teacher's own brief, on a round of a debate assignment that has one. */
  brief?: TeacherBrief | null;
}
interface SideScores {
  matter: number;
  manner: number;
  method: number;
}
interface JudgeAnswer {
  winner: "user" | "ai";
  reason: string;
  scores: { user: SideScores; ai: SideScores };
}

/** The text without the sentences in which it quotes `said` (most of a sentence's word pairs are theirs). */
export function withoutQuotesOf(text: string, said: string[]): string {
  const index = indexSources(said);
  const quotes = (s: string) => {
    const pairs = bigrams(stemsOf(s));
    return pairs.length > 0 && pairs.filter((p) => index.pairs.has(p)).length / pairs.length >= 0.3;
  };
  return splitSentences(text)
    .filter((s) => !quotes(s))
    .join(" ");
}

/**
 * The opponent's speeches without the sentences in which it quotes the student: those words were the
 * student's first, and saying them again is not copying (repetition is judged on its own).
 */
function opponentWords(input: VerdictInput): string[] {
  const out: string[] = [];
  const said: string[] = [];
  for (const m of input.messages) {
    if (m.role === "user") said.push(m.content);
    // What it puts in quotation marks is someone else's words (the student's, the motion's), never its own.
    else out.push(withoutQuotesOf(withoutQuotations(m.content), said));
  }
  return out;
}

/**
 * The transcript as every judge reads it: every speech as plain text (no hidden characters, look-alike letters
 * or markup), both sides alike so a verdict reads the same with the sides swapped. What the ballot quotes is
 * checked against this.
 */
export function asJudged<M extends Turn>(messages: M[]): M[] {
  return messages.map((m) => ({ ...m, content: plainText(m.content).text }));
}

export function checkDebate<In extends VerdictInput, Out extends JudgeAnswer>(input: In, generated: string[]) {
  const speeches = input.messages.map((m, i) => ({ m, i })).filter(({ m }) => m.role === "user");
  const parts = speeches.map(({ m, i }) => ({ key: String(i), text: m.content, prose: true, side: input.userSide, group: `speech${i}` }));
  const opponent = opponentWords(input);
  const { parts: cleaned, findings } = inspect(parts, { motion: input.motion, brief: input.brief, generated: [...generated, ...opponent] });
  const byKey = new Map(cleaned.map((p) => [p.key, p.text]));
  return {
    findings,
    // A speech with nothing left keeps a placeholder, so the transcript still alternates.
    input: {
      ...input,
      messages: input.messages.map((m, i) => (m.role === "user" ? { ...m, content: byKey.get(String(i)) || "…" } : m)),
    } as In,
    finish(answer: Out): Out {
      if (!findings.length) return answer;
      const { user, ai } = answer.scores;
      const adjust = (n: number) => adjustScore(n, findings as Finding[]);
      const scored = { matter: adjust(user.matter), manner: adjust(user.manner), method: adjust(user.method) };
      const sum = (s: SideScores) => Math.round((s.matter + s.manner + s.method) * 10) / 10;
      // A judge that reports totals keeps them true; the round goes to the higher total, as finishVerdict decides.
      const next = "total" in user ? { ...user, ...scored, total: sum(scored) } : { ...user, ...scored };
      return {
        ...answer,
        winner: sum(scored) < sum(ai) ? "ai" : answer.winner,
        reason: prependNotes(answer.reason, findings),
        scores: { ...answer.scores, user: next },
      };
    },
  };
}
