// Public Forum (NSDA). 2 v 2; the speeches and their times as the NSDA's Public Forum rules give them
// (constructive 4:00, crossfire 3:00, rebuttal 4:00, summary 3:00, grand crossfire 3:00, final focus 2:00;
// the first speaker gives the constructive and the summary, the second the rebuttal and the final focus);
// 3:00 of prep per team taken between speeches (issue 33). No POIs: crossfire takes their place. A coin
// toss decides which team speaks first; here Pro does. Tournaments set their own speaker points, so the
// format names no scale: the ballot names a winner.
const speech = (key: string, name: string, team: string, speaker: number, seconds: number) => ({
  key,
  name,
  kind: "speech" as const,
  teams: [team],
  speakers: [speaker],
  seconds,
  poi: null,
});
const crossfire = (key: string, name: string, speakers: number[]) => ({
  key,
  name,
  kind: "crossfire" as const,
  teams: ["pro", "con"],
  speakers,
  seconds: 180,
  poi: null,
});

export const PUBLIC_FORUM = {
  id: "public-forum",
  name: "Public Forum",
  source: "NSDA Public Forum rules (speechanddebate.org); issue 33",
  teams: [
    { key: "pro", name: "Pro", bench: "pro", speakers: 2 },
    { key: "con", name: "Con", bench: "con", speakers: 2 },
  ],
  speeches: [
    speech("pro-constructive", "Pro Constructive", "pro", 1, 240),
    speech("con-constructive", "Con Constructive", "con", 1, 240),
    crossfire("crossfire-1", "First Crossfire", [1]),
    speech("pro-rebuttal", "Pro Rebuttal", "pro", 2, 240),
    speech("con-rebuttal", "Con Rebuttal", "con", 2, 240),
    crossfire("crossfire-2", "Second Crossfire", [2]),
    speech("pro-summary", "Pro Summary", "pro", 1, 180),
    speech("con-summary", "Con Summary", "con", 1, 180),
    crossfire("grand-crossfire", "Grand Crossfire", [1, 2]),
    speech("pro-final-focus", "Pro Final Focus", "pro", 2, 120),
    speech("con-final-focus", "Con Final Focus", "con", 2, 120),
  ],
  prep: { kind: "pool", secondsPerTeam: 180 },
  ballot: { result: "winner", speakerPoints: null, replyPoints: null },
};
