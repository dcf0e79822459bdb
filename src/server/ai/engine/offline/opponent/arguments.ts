// What an argument of the opponent's own case is on a motion it has no brief for (built in typed/case.ts):
// a name, the words that show the student answered it, its opening and one clause to restate it.

/** What a burden is worded with: the motion's focus ("fireworks") and, when the motion proposes an action,
 * that action ("ban fireworks at public celebrations"), so a side never argues for the thing it would ban. */
export interface Subject {
  focus: string;
  act: string | null;
}

export interface DebateArgument {
  label: string;
  /** Stems that show the user answered this burden. */
  cues: string[];
  opening: (s: Subject) => string;
  /** One clause restating the burden, used when the AI rebuilds its case. */
  core: (s: Subject) => string;
}
