// Who a motion is about when the coach's topic knowledge has nothing: broad themes, matched by cue stems.
import { tokenize } from "../text";

export interface Theme {
  cues: string[];
  actors: readonly [string, string, string];
  good: string;
}

export const THEMES: Theme[] = [
  {
    cues: "school pupil student teacher universit educat homework exam grade tuition uniform lesson classroom learn child kid".split(" "),
    actors: ["students", "parents", "pupils from poorer families"],
    good: "a good education",
  },
  {
    cues: "health doctor patient drug vaccin smok cigarette alcohol food drink obes medic hospital organ surgery disease gym".split(" "),
    actors: ["patients", "families", "people on low incomes"],
    good: "public health",
  },
  {
    cues: "social media internet online data phone smartphone artificial algorithm platform technolog digital screen video coding automat".split(
      " ",
    ),
    actors: ["users", "young people", "the youngest users"],
    good: "a healthy digital life",
  },
  {
    cues: "climate carbon plastic pollut car flight energy oil gas nuclear emission environment recycl tree transport pesticide fashion meat".split(
      " ",
    ),
    actors: ["local communities", "workers in polluting industries", "future generations"],
    good: "a liveable planet",
  },
  {
    cues: "wage tax income wealth worker job rent price debt compan market bank econom money cash intern billionaire inherit employ".split(
      " ",
    ),
    actors: ["workers", "small businesses", "low-income families"],
    good: "shared prosperity",
  },
  {
    cues: "vote voting election parliament party parties politic democra referend monarch citizen populism technocra".split(" "),
    actors: ["voters", "young people", "minority groups"],
    good: "legitimate government",
  },
  {
    cues: "sport athlete football olympic boxing club stadium fan rugby referee esport".split(" "),
    actors: ["athletes", "fans", "young players"],
    good: "fair and safe sport",
  },
  {
    cues: "art museum music film cultur theatre statue artist library cinema graffiti language celebrit hollywood".split(" "),
    actors: ["artists", "audiences", "local communities"],
    good: "a living culture",
  },
  {
    cues: "crime prison police sentenc court jury punish criminal offender knife knives cctv curfew cannabis justice victim".split(" "),
    actors: ["victims", "local communities", "young people at risk"],
    good: "justice and public safety",
  },
  {
    cues: "country countries nation refugee aid war sanction border united foreign global arms weapon dictator colonial superpower intervention".split(
      " ",
    ),
    actors: ["ordinary citizens", "people in poorer countries", "refugees"],
    good: "peace and stability",
  },
  {
    cues: "news journalis press advertis television broadcast influencer paparazzi satire newspaper speech".split(" "),
    actors: ["audiences", "journalists", "young viewers"],
    good: "an informed public",
  },
  {
    cues: "research scien genetic space embryo experiment mars species planet extraterrestrial fusion enhancement trial".split(" "),
    actors: ["the public", "researchers", "patients waiting for cures"],
    good: "knowledge that serves people",
  },
  {
    cues: "animal zoo circus circuses fur pets meat farming dissection cosmetic hunting".split(" "),
    actors: ["the people who work with animals", "consumers", "the animals themselves"],
    good: "the humane treatment of animals",
  },
  {
    cues: "moral ethic charit surroga donat whistleblow lying forgive altruism pageant rescue".split(" "),
    actors: ["individuals making their own choices", "society as a whole", "the most vulnerable"],
    good: "treating everyone with dignity",
  },
];
export const DEFAULT_THEME: Theme = {
  cues: [],
  actors: ["ordinary citizens", "the people who must carry the change out", "those with the least power"],
  good: "a fair society",
};

export function themeFor(motion: string): Theme {
  const tokens = tokenize(motion.replace(/^\s*this house\b/i, ""));
  let best = DEFAULT_THEME;
  let bestScore = 0;
  for (const theme of THEMES) {
    const score = tokens.filter((t) => theme.cues.some((cue) => t.startsWith(cue))).length;
    if (score > bestScore) [best, bestScore] = [theme, score];
  }
  return best;
}
