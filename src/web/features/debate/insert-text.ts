/** Inserts text at the caret: `joiner` separates it from the text before (a space for dictation, a newline for starters). */
export function insertAt(value: string, text: string, at: number, joiner = " "): { value: string; caret: number } {
  const pos = Math.max(0, Math.min(at, value.length));
  const before = value.slice(0, pos);
  const after = value.slice(pos);
  const lead = before && !/\s$/.test(before) ? joiner : "";
  const trail = after && !/^\s/.test(after) ? " " : "";
  return { value: before + lead + text + trail + after, caret: (before + lead + text).length };
}
