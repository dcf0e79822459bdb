// Rostrum's own short format for one 40-minute lesson (no outside source: these are the app's choices).
// 2 v 2 in the World Schools shape: 5 minutes of prep, four 3:00 speeches with POIs from 0:30 to 2:30,
// then 1:30 replies by the first speakers, Opposition first. About 23 minutes of debating in all, which
// leaves the lesson time to set up, to decide and to give feedback. Points 1–10 keep the ballot quick.
const speech = (key: string, name: string, team: string, speaker: number) => ({
  key,
  name,
  kind: "speech" as const,
  teams: [team],
  speakers: [speaker],
  seconds: 180,
  poi: { from: 30, to: 150 },
});
const reply = (key: string, name: string, team: string) => ({
  key,
  name,
  kind: "reply" as const,
  teams: [team],
  speakers: [1],
  seconds: 90,
  poi: null,
});

export const CLASSROOM = {
  id: "classroom",
  name: "Classroom (40 minutes)",
  source: "Rostrum's own format for a 40-minute lesson",
  teams: [
    { key: "prop", name: "Proposition", bench: "proposition", speakers: 2 },
    { key: "opp", name: "Opposition", bench: "opposition", speakers: 2 },
  ],
  speeches: [
    speech("prop-1", "First Proposition", "prop", 1),
    speech("opp-1", "First Opposition", "opp", 1),
    speech("prop-2", "Second Proposition", "prop", 2),
    speech("opp-2", "Second Opposition", "opp", 2),
    reply("opp-reply", "Opposition Reply", "opp"),
    reply("prop-reply", "Proposition Reply", "prop"),
  ],
  prep: { kind: "before", seconds: 300 },
  ballot: { result: "winner", speakerPoints: { min: 1, max: 10, step: 1 }, replyPoints: null },
};
