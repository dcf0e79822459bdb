// The part of a sentence that states the speaker's own claim. A judge does not read a side from a
// concession ("Although most do not stop because of the law, …", "Admittedly the tax costs money") or
// from a hypothetical ("If the Opposition wins, families pay more"): those clauses grant or imagine the
// other side's world on the way to the speaker's point. Only the main clause is read.

// Opening a sentence, these mark the whole sentence as granted to the other side.
const CONCEDED_SENTENCE =
  /^(?:admittedly|granted|of course|it is true that|it's true that|true,|yes,|sure,|to be fair|in fairness|we (?:accept|admit|concede|grant) that|we do not deny that|no one denies that|i (?:accept|admit|concede) that)\b/i;
// Subordinators that open a concessive or conditional clause.
const SUBORDINATE =
  "although|though|even though|even if|while|whilst|whereas|despite|in spite of|if|unless|when|whenever|once|until|suppose|supposing|imagine|assuming|provided that|in a world where";
// "Although X, Y" / "If X, then Y": the clause runs to the first comma, semicolon or "then".
const LEADING = new RegExp(`^(?:but\\s+|and\\s+|so\\s+)?(?:${SUBORDINATE})\\b[^,;]*?(?:[,;]\\s*(?:then\\s+)?|\\s+then\\s+)`, "i");
// "Y, although X" / "Y even if X": the clause runs to the next comma, semicolon or the sentence's end.
const TRAILING = new RegExp(`(?:,\\s*|\\s+)(?:${SUBORDINATE})\\b[^,;]*`, "gi");

/** The sentence without concessive and conditional clauses: "" when all of it is granted or imagined. */
export function mainClause(sentence: string): string {
  const s = sentence.trim();
  if (CONCEDED_SENTENCE.test(s)) return "";
  // A sentence that is only a subordinate clause ("If they win.") states nothing of the speaker's own.
  if (new RegExp(`^(?:${SUBORDINATE})\\b[^,;]*$`, "i").test(s.replace(/[.!?]+$/, ""))) return "";
  return s.replace(LEADING, "").replace(TRAILING, "").trim();
}
