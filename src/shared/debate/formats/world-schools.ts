// World Schools (WSDC). Times, POI window, reply rules and scales as the product owner wrote them (issue 33),
// which match the WSDC Debate Rules (wsdcdebating.org). Prep: the WSDC rules give one hour for an
// impromptu motion.
const speech = (key: string, name: string, team: string, speaker: number) => ({
  key,
  name,
  kind: "speech" as const,
  teams: [team],
  speakers: [speaker],
  seconds: 480,
  poi: { from: 60, to: 420 },
});
const reply = (key: string, name: string, team: string) => ({
  key,
  name,
  kind: "reply" as const,
  teams: [team],
  speakers: [1, 2],
  seconds: 240,
  poi: null,
});

export const WORLD_SCHOOLS = {
  id: "world-schools",
  name: "World Schools",
  source: "WSDC Debate Rules (wsdcdebating.org); issue 33",
  teams: [
    { key: "prop", name: "Proposition", bench: "proposition", speakers: 3 },
    { key: "opp", name: "Opposition", bench: "opposition", speakers: 3 },
  ],
  speeches: [
    speech("prop-1", "First Proposition", "prop", 1),
    speech("opp-1", "First Opposition", "opp", 1),
    speech("prop-2", "Second Proposition", "prop", 2),
    speech("opp-2", "Second Opposition", "opp", 2),
    speech("prop-3", "Third Proposition", "prop", 3),
    speech("opp-3", "Third Opposition", "opp", 3),
    reply("opp-reply", "Opposition Reply", "opp"),
    reply("prop-reply", "Proposition Reply", "prop"),
  ],
  prep: { kind: "before", seconds: 3600 },
  ballot: { result: "winner", speakerPoints: { min: 60, max: 80, step: 0.5 }, replyPoints: { min: 30, max: 40, step: 0.5 } },
};
