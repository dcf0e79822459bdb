// The nearest honest proxy for rated speeches and essays (issue 30): texts assembled from 3–6 rated
// arguments of one stance on one motion, whose quality people gave (the mean of the arguments' scores),
// each also as a transcript of the same words spoken, and the motion under several wordings of a prompt.
import type { ArgQ } from "./argq";
import { mean, seeded } from "./stats";

export interface Assembled {
  id: number;
  motion: string;
  side: ArgQ["side"];
  parts: ArgQ[];
  text: string;
  /** The same words as dictation gives them: lower case, no punctuation, fillers, run-ons. */
  spoken: string;
  /** Mean WA and MACE-P of the arguments. */
  wa: number;
  mace: number;
}

/** An argument as a sentence of a longer text: its words as written, with an end stop so sentences split. */
const asSentence = (t: string) => (/[.!?]["')\]]?$/.test(t.trim()) ? t.trim() : `${t.trim()}.`);

const FILLERS = ["so", "like", "you know", "we think that", "basically", "i mean", "and so"];

/** A transcript of the text spoken: lower case, no punctuation, a filler before most sentences, "like" now and then, sentences run together with "and". */
export function transcribe(text: string, random: () => number): string {
  const pick = <T>(v: T[]) => v[Math.floor(random() * v.length)];
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((s) =>
      s
        .toLowerCase()
        .replace(/[^\p{L}\p{N}'\s-]+/gu, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
  return sentences
    .map((s, i) => {
      const words = s.split(" ");
      // "like" inside about one sentence in three, as a speaker hedges mid-clause.
      if (words.length > 6 && random() < 0.35) words.splice(2 + Math.floor(random() * (words.length - 4)), 0, "like");
      const lead = random() < 0.6 ? `${pick(FILLERS)} ` : "";
      const join = i === 0 || lead.startsWith("and") ? "" : random() < 0.75 ? "and " : "";
      return `${join}${lead}${words.join(" ")}`;
    })
    .join(" ");
}

/**
 * Per motion and stance, `perSide` texts of 3–6 arguments. Each takes its arguments from a window of the
 * stance's arguments ordered by quality, at a random place, so the texts' quality spreads as students' work
 * does rather than all sitting at the mean.
 */
export function assemble(args: ArgQ[], perSide: number, seed: number): Assembled[] {
  const random = seeded(seed);
  const out: Assembled[] = [];
  const groups = new Map<string, ArgQ[]>();
  for (const a of args) groups.set(`${a.motion}\u0000${a.side}`, [...(groups.get(`${a.motion}\u0000${a.side}`) ?? []), a]);
  for (const key of [...groups.keys()].sort()) {
    const pool = groups
      .get(key)!
      .slice()
      .sort((a, b) => a.wa - b.wa || a.text.localeCompare(b.text));
    const width = Math.max(12, Math.round(pool.length / 4));
    for (let n = 0; n < perSide; n++) {
      const k = 3 + Math.floor(random() * 4);
      const start = Math.floor(random() * (pool.length - width + 1));
      const window = pool.slice(start, start + width);
      const parts: ArgQ[] = [];
      while (parts.length < k) {
        const a = window[Math.floor(random() * window.length)];
        if (!parts.includes(a)) parts.push(a);
      }
      const text = parts.map((p) => asSentence(p.text)).join(" ");
      out.push({
        id: out.length,
        motion: parts[0].motion,
        side: parts[0].side,
        parts,
        text,
        spoken: transcribe(text, random),
        wa: mean(parts.map((p) => p.wa)),
        mace: mean(parts.map((p) => p.mace)),
      });
    }
  }
  return out;
}

// How a speaker brings in the other side's case, and answers it: the frames are ours, the arguments people's.
const REPORTS = ["They will tell you that", "The other side claims that", "Our opponents say that", "Now, some argue that"];
const ANSWERS = ["But that misses the point:", "That is wrong, because", "We disagree:", "But look closer:"];
const lowerFirst = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

/**
 * The same speeches engaging the other side, as debaters' speeches do: of each text of four or more
 * arguments, the last two each answer an argument people made for the other stance on the motion, put in
 * its own words after a frame ("They will tell you that …"). Honest text whose side is the text's own:
 * every "argued the other side" on it is a false positive.
 */
export function engaging(texts: Assembled[], args: ArgQ[], seed: number): Assembled[] {
  const random = seeded(seed);
  const other = new Map<string, ArgQ[]>();
  for (const a of args) other.set(`${a.motion}\u0000${a.side}`, [...(other.get(`${a.motion}\u0000${a.side}`) ?? []), a]);
  return texts
    .filter((t) => t.parts.length >= 4)
    .map((t) => {
      const pool = other.get(`${t.motion}\u0000${t.side === "Government" ? "Opposition" : "Government"}`) ?? [];
      const own = t.parts.map((p) => asSentence(p.text));
      const theirs = [0, 1].map(() => pool[Math.floor(random() * pool.length)]);
      const k = own.length - 2;
      const text = [
        ...own.slice(0, k),
        ...theirs.map((o, i) => {
          const n = Math.floor(random() * REPORTS.length);
          return `${REPORTS[n]} ${lowerFirst(asSentence(o.text))} ${ANSWERS[(n + i) % ANSWERS.length]} ${lowerFirst(own[k + i])}`;
        }),
      ].join(" ");
      return { ...t, text, spoken: transcribe(text, random) };
    });
}

/** Three real wordings of one writing task on the motion: terse, full, and the motion as a question. */
export function promptWordings(motion: string): { terse: string; full: string; question: string } {
  const core = motion.replace(/^we should /i, "");
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return {
    terse: `${cap(core)}: agree or disagree?`,
    full:
      `Write a persuasive essay on the motion "${motion}". Take one side, give your reasons and a concrete example for each, ` +
      "and explain why your points matter more than the other side's.",
    question: asQuestion(motion),
  };
}

function asQuestion(motion: string): string {
  const m = motion.trim();
  let r: RegExpMatchArray | null;
  if ((r = m.match(/^we should (.+)$/i))) return `Should we ${r[1]}?`;
  if ((r = m.match(/^(.+?) should (be .+|.+)$/i)))
    return `Should ${r[1].charAt(0).toLowerCase() + r[1].slice(1)} ${r[2]}?`.replace(/^./, (c) => c.toUpperCase());
  if ((r = m.match(/^(.+?) brings? (.+)$/i))) return `Does ${r[1].charAt(0).toLowerCase() + r[1].slice(1)} bring ${r[2]}?`;
  return `Is it true that ${m.charAt(0).toLowerCase() + m.slice(1)}?`;
}
