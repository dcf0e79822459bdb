// Texts only the web app shows: the server never sends them, but they are user-facing, so they live
// here with the rest of the catalogue rather than in the screens.
export const UI_MESSAGES = {
  unreachable: "Could not reach the server. Check your connection and try again.",
  progressLoadFailed: "Could not load your progress.",
  attemptLoadFailed: "Could not load this attempt.",
  microphoneRefused: "Microphone access was refused.",
  dictationStopped: "Dictation stopped.",
  /** The home page's welcome line; index.html's static shell shows the same words before the app loads. */
  homeWelcome:
    "Build the habits of a strong debater: argue a motion, answer what the other side actually said, and get specific feedback on every speech.",
  pageNotFound: "There is no page at this address.",
  /** A page that failed while showing (a fault, or its code could not be loaded). */
  pageFailed: "This page could not be shown. Reload to try again.",
  reload: "Reload",
  tryAgain: "Try again",
  /** Settings → Notifications on a server with no SMTP set up. */
  emailOff: "This server does not send e-mail yet: an administrator has to set it up. Your choices are kept and apply once e-mail is on.",
  generatingMotion: "Generating a motion…",
  scoringAnswer: "Scoring your answer…",
  writingExample: "Writing an example…",
  writingAiArgument: "Writing the AI's argument…",
  sameSideAsAi: "You are on the same side as the AI; refute it anyway, or flip back.",
  sideLocked: (side: string) => `Your side is locked to ${side} for this round. Press New Debate to change it.`,
  noRounds: "No judged rounds yet. End a round to get a verdict.",
  /** The debater's note on what the opponent was set to for this round. */
  opponentDifficulty: (level: string) => `Opponent: ${level}`,
  difficultyFromSettings: "Set in Settings → Preferences; kept for the whole round.",
  pressNote: (skill: string) => `Your opponent will test your ${skill}.`,
  pressNone: "Do a few drills or rounds and your opponent will test your weakest skill.",
  roundEmpty: "This round has no speeches to show.",
  judgedRoundsIntro: "Each judged debate round adds its matter, manner and method to your skills, as the ballot's rubric says.",
  debateEmpty: "Choose a motion and your side, then press Start for the AI's opening, or write your speech and press Begin.",
  noAttempts: "No attempts yet — try a drill.",
  noActors: "No actors yet.",
  firstClashScored: "Only the first complete clash (actor, clash, side and argument) is scored.",
  contactLoading: "Loading…",
  offlineCoachHint: "Scored by Rostrum's built-in rubric, without an AI model",
} as const;
