// Asian Parliamentary. 3 v 3 with replies, 7:00 speeches, 4:00 replies and points 69–81 as the product
// owner wrote them (issue 33). From the format's common rules (as used at UADC): POIs between the first
// and the last minute of a substantive speech, none in replies; a reply by the team's first or second
// speaker, the Opposition's first; 30 minutes of prep. No published reply scale is given, so replies get
// no points of their own here; points are whole numbers.
const speech = (key: string, name: string, team: string, speaker: number) => ({
  key,
  name,
  kind: "speech" as const,
  teams: [team],
  speakers: [speaker],
  seconds: 420,
  poi: { from: 60, to: 360 },
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

export const ASIAN_PARLIAMENTARY = {
  id: "asian-parliamentary",
  name: "Asian Parliamentary",
  source: "issue 33; the format's rules as used at the United Asian Debating Championship",
  teams: [
    { key: "gov", name: "Government", bench: "government", speakers: 3 },
    { key: "opp", name: "Opposition", bench: "opposition", speakers: 3 },
  ],
  speeches: [
    speech("pm", "Prime Minister", "gov", 1),
    speech("lo", "Leader of the Opposition", "opp", 1),
    speech("dpm", "Deputy Prime Minister", "gov", 2),
    speech("dlo", "Deputy Leader of the Opposition", "opp", 2),
    speech("gw", "Government Whip", "gov", 3),
    speech("ow", "Opposition Whip", "opp", 3),
    reply("opp-reply", "Opposition Reply", "opp"),
    reply("gov-reply", "Government Reply", "gov"),
  ],
  prep: { kind: "before", seconds: 1800 },
  ballot: { result: "winner", speakerPoints: { min: 69, max: 81, step: 1 }, replyPoints: null },
};
