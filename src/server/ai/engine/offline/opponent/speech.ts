// A reply under construction: a part is kept only if none of its sentences was said earlier in the round,
// whole or inside a longer sentence ("Take a real case: …"), so the opponent does not repeat itself.
import { splitSentences } from "#server/ai/engine/offline/text/index.ts";

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s.!?]+$/, "")
    .trim();

export class Speech {
  readonly parts: string[] = [];
  private text: string;
  constructor(earlier: string[]) {
    this.text = earlier.map((e) => splitSentences(e).map(norm).join("\n")).join("\n");
  }
  /** Whether none of the text's sentences was said before. */
  fresh(text: string): boolean {
    return splitSentences(text).every((x) => !this.text.includes(norm(x)));
  }
  /** Says the first candidate whose every sentence is new; false when all were said already. */
  say(...candidates: string[]): boolean {
    const c = candidates.find((x) => splitSentences(x).length > 0 && this.fresh(x));
    if (c === undefined) return false;
    this.add(c);
    return true;
  }
  /** Says the first fresh candidate, else the first one: for a part the reply cannot do without. */
  sayAnyway(...candidates: string[]): void {
    if (!this.say(...candidates) && candidates.length > 0) this.add(candidates[0]);
  }
  toString(): string {
    return this.parts.join(" ");
  }
  private add(c: string): void {
    this.text += `\n${splitSentences(c).map(norm).join("\n")}`;
    this.parts.push(c);
  }
}
