// Rebuttal: one module for the two things a judge and a coach look for when a text answers the other side.
// Pushback words ("ignores", "fails", "even if") show a text disagrees; references ("you said", "the other
// side", "however") show it engages a speech that came before.

/** Words that show a text is pushing back rather than agreeing (refutation, limitations). */
export const REBUTTAL =
  /\b(not|no|never|doesn'?t|don'?t|isn'?t|aren'?t|won'?t|cannot|can'?t|fails?|ignores?|overlooks?|assumes?|misses|overstate[sd]?|exaggerat\w*|unlikely|however|but|yet|instead|actually|in fact|mitigat\w*|flawed|wrong|false|only|even if|backfire\w*|counterproductive|unproven|weak|loophole\w*)\b/gi;

export function rebuttalCount(s: string): number {
  return (s.match(REBUTTAL) ?? []).length;
}

/** References to what the other side said: the judge's count of engagement in a speech. */
const REFERENCES =
  /\b(you (?:said|say|claim(?:ed)?|argue[ds]?|told us|suggest(?:ed)?)|your (?:point|claim|argument|case|side)|my opponents?|the other side|(?:government|opposition|they) (?:said|say|claims?|argues?|told)|that ignores|that's not true|this is not true|not necessarily|on the contrary|however|but)\b/gi;

export function engagementCount(text: string): number {
  return text.match(REFERENCES)?.length ?? 0;
}
