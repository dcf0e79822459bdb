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

/**
 * A clause that reports the other side's case rather than the speaker's own position: the other side named
 * as such, whatever follows ("our opponents…"), or "they", "some", "many" or "you" with a verb of saying
 * ("they claim…"; "they should not be banned" is the speaker's own claim). A discourse marker may lead, with
 * or without its comma ("Now, some argue…"), and so may the speaker's frame ("we think that the other side…").
 */
export const REPORTED =
  /^(?:(?:but|now|of course|and|so|yet|still|again|next|then|well|finally|first|second|third|however|admittedly|sure|true)\b,?\s+)*(?:(?:we|i) think,?\s+(?:that\s+)?)?(?:(?:the other side|our opponents?|my opponents?|the (?:opposition|proposition)(?: side)?|the government side|opponents?|critics)\b|(?:they|some(?: people)?|many(?: people)?|others|you|people|(?:the\s+)?(?:proponents|supporters|advocates|defenders|opponents|critics)(?:\s+of(?:\s+[\w'-]+){1,4}?)?|those(?:\s+who|\s+on)(?:\s+[\w'-]+){1,4}?)\s+(?:will\s+|might\s+|may\s+|would\s+|often\s+|also\s+)?(?:claim|say|said|argue|argued|told|tell|think|believe|frame|insist|suggest|point|cite|assume|contend)s?\b|(?:they|the other side) would have you believe\b|it is (?:often )?(?:said|argued|claimed)\b)/i;
