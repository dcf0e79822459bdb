// The integrity checks for the debate judge: the student's speeches are checked against the motion,
// their side, the opponent's speeches in the round and what else the app generated for them, before
// either judge reads the transcript. Findings lower the student's scores and open the verdict's reason.
import type { Side } from "../../../shared/sides";
import { adjustScore, inspect, type Finding } from "./checks";
import { prependNotes } from "./drills";

interface Turn {
  role: "user" | "assistant";
  content: string;
}
interface VerdictInput {
  motion: string;
  userSide: Side;
  messages: Turn[];
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

export function checkDebate<In extends VerdictInput, Out extends JudgeAnswer>(input: In, generated: string[]) {
  const speeches = input.messages.map((m, i) => ({ m, i })).filter(({ m }) => m.role === "user");
  const parts = speeches.map(({ m, i }) => ({ key: String(i), text: m.content, prose: true, side: input.userSide, group: `speech${i}` }));
  const opponent = input.messages.filter((m) => m.role === "assistant").map((m) => m.content);
  const { parts: cleaned, findings } = inspect(parts, { motion: input.motion, generated: [...generated, ...opponent] });
  const byKey = new Map(cleaned.map((p) => [p.key, p.text]));
  return {
    findings,
    // A speech with nothing left keeps a placeholder, so the transcript still alternates.
    input: { ...input, messages: input.messages.map((m, i) => (m.role === "user" ? { ...m, content: byKey.get(String(i)) || "…" } : m)) } as In,
    finish(answer: Out): Out {
      if (!findings.length) return answer;
      const user = answer.scores.user;
      const adjust = (n: number) => adjustScore(n, findings as Finding[]);
      return {
        ...answer,
        reason: prependNotes(answer.reason, findings),
        scores: { ...answer.scores, user: { matter: adjust(user.matter), manner: adjust(user.manner), method: adjust(user.method) } },
      };
    },
  };
}
