// British Parliamentary (the WUDC format). Teams, speeches, 7:00, POIs from 1:00 to 6:00, ranks and the
// 50–99 points range as the product owner wrote them (issue 33). Prep: 15 minutes, as the WUDC Debating
// and Judging Manual gives it. The four teams are ranked on one consensus ballot.
const speech = (key: string, name: string, team: string, speaker: number) => ({
  key,
  name,
  kind: "speech" as const,
  teams: [team],
  speakers: [speaker],
  seconds: 420,
  poi: { from: 60, to: 360 },
});

export const BRITISH_PARLIAMENTARY = {
  id: "british-parliamentary",
  name: "British Parliamentary",
  source: "WUDC Debating and Judging Manual; issue 33",
  teams: [
    { key: "og", name: "Opening Government", bench: "government", speakers: 2 },
    { key: "oo", name: "Opening Opposition", bench: "opposition", speakers: 2 },
    { key: "cg", name: "Closing Government", bench: "government", speakers: 2 },
    { key: "co", name: "Closing Opposition", bench: "opposition", speakers: 2 },
  ],
  speeches: [
    speech("pm", "Prime Minister", "og", 1),
    speech("lo", "Leader of the Opposition", "oo", 1),
    speech("dpm", "Deputy Prime Minister", "og", 2),
    speech("dlo", "Deputy Leader of the Opposition", "oo", 2),
    speech("mg", "Member of the Government", "cg", 1),
    speech("mo", "Member of the Opposition", "co", 1),
    speech("gw", "Government Whip", "cg", 2),
    speech("ow", "Opposition Whip", "co", 2),
  ],
  prep: { kind: "before", seconds: 900 },
  ballot: { result: "ranks", speakerPoints: { min: 50, max: 99, step: 1 }, replyPoints: null },
};
