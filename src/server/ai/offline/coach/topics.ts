// Topic knowledge for the offline example generators: for common debate areas, who is affected,
// the harm and the benefit at stake, the values in tension, and one well-documented real case.
// Facts are deliberately ones that are widely reported, so a student can check and cite them.

import { WIDE_TOPICS } from "./topics-wide";

export interface Topic {
  id: string;
  /** Stems (or lowercase phrases) that put a motion in this topic. */
  triggers: string[];
  /** Actor names (see lexicon ACTORS) or free descriptions, most affected first. */
  actors: string[];
  /** The harm critics associate with the thing under debate. */
  concern: string;
  /** What the thing gives the people who use or defend it. */
  benefit: string;
  values: [string, string];
  /** Documented real cases; the one sharing most words with the motion is used. */
  examples: string[];
  metaphor: string;
}

const BASE_TOPICS: Topic[] = [
  {
    id: "advertising",
    // "commercial" is left out: "the commercialisation of space" is not about advertising.
    triggers: ["advert", "advertising", "marketing", "sponsor"],
    actors: ["children", "parents", "advertisers", "the government"],
    concern: "persuasion aimed at people who cannot yet recognise it as persuasion",
    benefit: "free media funded by advertising and information about products",
    values: ["protection of the vulnerable", "freedom of commercial speech"],
    examples: [
      "in 2007 the UK regulator Ofcom restricted junk food adverts in and around children's TV programmes",
      "Quebec has banned commercial advertising aimed at children under 13 since 1980",
    ],
    metaphor: "a professional salesperson let loose in the playground",
  },
  {
    id: "junk-food",
    triggers: ["junk", "sugar", "sugary", "soda", "fast food", "obesity", "unhealthy", "snack", "hfss"],
    actors: ["children", "parents", "businesses", "doctors and health services"],
    concern: "diet-related illness such as obesity, type 2 diabetes and tooth decay",
    benefit: "cheap, convenient food and personal choice over what we eat",
    values: ["public health", "personal choice"],
    examples: [
      "the UK's Soft Drinks Industry Levy (2018) pushed manufacturers to cut sugar in many drinks before the tax even started",
      "Mexico's 2014 soda tax was followed by a measurable fall in sugary drink purchases",
    ],
    metaphor: "a tap that keeps running while we mop the floor",
  },
  {
    id: "social-media",
    triggers: ["social media", "instagram", "tiktok", "facebook", "smartphone", "phone", "screen"],
    actors: ["young people", "parents", "tech platforms", "schools"],
    concern: "anxiety, poor sleep and pressure on self-image from feeds designed to be addictive",
    benefit: "connection, creativity and access to information and community",
    values: ["wellbeing", "freedom and connection"],
    examples: [
      "Facebook's own internal research, leaked in 2021, found Instagram made body-image issues worse for some teenage girls",
      "Australia passed a law in 2024 setting 16 as the minimum age for social media accounts",
      "France banned mobile phones in schools for pupils under 15 in 2018",
    ],
    metaphor: "a slot machine in every pocket",
  },
  {
    id: "ai",
    triggers: ["ai", "artificial intelligence", "automation", "algorithm", "robot"],
    actors: ["workers", "tech platforms", "the government", "consumers"],
    concern: "lost jobs, biased decisions and power concentrated in a few companies",
    benefit: "productivity, cheaper services and new medical and scientific discoveries",
    values: ["accountability", "innovation"],
    examples: ["the EU AI Act (2024) sorts uses of AI by risk and bans some outright, such as government social scoring"],
    metaphor: "a powerful engine with no brakes fitted yet",
  },
  {
    id: "education",
    triggers: [
      "school",
      "homework",
      "exam",
      "uniform",
      "curriculum",
      "university",
      "tuition",
      "education",
      "classroom",
      "grade",
      "grading",
      "pupil",
      "teacher",
      "report card",
    ],
    actors: ["students", "teachers", "parents", "schools"],
    concern: "stress, inequality between pupils and time taken from deeper learning",
    benefit: "structure, shared standards and a fair way to measure progress",
    values: ["equal opportunity", "autonomy"],
    examples: [
      "Finland reached the top of the PISA rankings in the 2000s while setting little homework and few standardised exams",
      "Germany abolished university tuition fees in 2014",
      "France banned mobile phones in schools for pupils under 15 in 2018",
    ],
    metaphor: "a ladder whose rungs are spaced for only some children",
  },
  {
    id: "drugs",
    triggers: ["drug", "cannabis", "narcotic", "heroin", "decriminal", "alcohol", "smok", "tobacco", "vap"],
    actors: ["smokers and drug users", "police", "doctors and health services", "businesses"],
    concern: "addiction, overdose and the crime and illness that come with it",
    benefit: "personal freedom and taking the trade away from criminal gangs",
    values: ["harm reduction", "personal liberty"],
    examples: [
      "Portugal decriminalised possession of all drugs for personal use in 2001, and drug-related HIV infections fell sharply afterwards",
      "Ireland became the first country to ban smoking in all workplaces, in 2004",
    ],
    metaphor: "pushing a problem into the shadows instead of treating it in the light",
  },
  {
    id: "climate",
    triggers: ["climate", "carbon", "emission", "fossil", "environment", "plastic", "meat", "pollut", "green"],
    actors: ["future generations", "businesses", "workers", "developing countries"],
    concern: "rising emissions, pollution and damage that future generations cannot undo",
    benefit: "affordable energy, jobs and economic growth",
    values: ["responsibility to the future", "prosperity now"],
    examples: [
      "Sweden introduced a carbon tax in 1991, one of the highest in the world, and cut emissions while its economy kept growing",
      "Ireland's 2002 plastic bag levy cut plastic bag use by over 90%",
    ],
    metaphor: "borrowing from our children's bank account",
  },
  {
    id: "democracy",
    triggers: ["vote", "vot", "election", "democra", "referendum", "ballot", "parliament"],
    actors: ["voters", "young people", "political parties", "the government", "minorities"],
    concern: "low turnout and decisions made by an unrepresentative few",
    benefit: "freedom of choice and a legitimate, accountable government",
    values: ["legitimacy", "freedom of choice"],
    examples: [
      "Australia has had compulsory voting since 1924 and turnout is regularly above 90%",
      "Austria lowered its voting age to 16 in 2007, and Scotland did the same for its own elections in 2015",
    ],
    metaphor: "a team picked by only half the players",
  },
  {
    id: "economy",
    triggers: ["tax", "wage", "income", "wealth", "welfare", "basic income", "ubi", "billionaire", "minimum"],
    actors: ["low-income families", "taxpayers", "businesses", "the government"],
    concern: "poverty, insecurity and widening inequality",
    benefit: "incentives to work, invest and create jobs",
    values: ["fairness", "economic freedom"],
    examples: [
      "Finland's 2017-2018 basic income trial paid 2,000 unemployed people €560 a month, and recipients reported better wellbeing and slightly more employment",
      "the UK introduced a national minimum wage in 1999, and the Low Pay Commission found little evidence that it cost jobs",
    ],
    metaphor: "a safety net with holes in it",
  },
  {
    id: "justice",
    triggers: ["crime", "crimin", "prison", "police", "death penalty", "capital punishment", "sentenc", "justice", "punish"],
    actors: ["offenders", "victims", "police", "the government"],
    concern: "crime that goes unpunished or punishment that creates more crime",
    benefit: "public safety and justice for victims",
    values: ["justice", "rehabilitation"],
    examples: [
      "Norway's rehabilitation-focused prisons have a two-year reoffending rate of around 20%, far below many countries",
      "Canada abolished the death penalty in 1976, and its homicide rate fell in the decades that followed",
    ],
    metaphor: "a revolving door rather than a way out",
  },
  {
    id: "health",
    triggers: ["vaccin", "organ donat", "health", "hospital", "medic", "euthanasia", "assisted dying"],
    actors: ["patients", "doctors and health services", "the government", "taxpayers"],
    concern: "preventable illness and deaths, and strain on health services",
    benefit: "individual autonomy over one's own body",
    values: ["collective health", "bodily autonomy"],
    examples: [
      "after Italy made ten vaccines mandatory for school entry in 2017, childhood vaccination coverage rose",
      "Spain's opt-out organ donation system has long had one of the highest donation rates in the world",
    ],
    metaphor: "a firebreak that only works if nobody leaves gaps",
  },
  {
    id: "sport",
    triggers: ["sport", "athlete", "olympic", "doping", "football", "esport"],
    actors: ["athletes", "fans", "businesses", "the government"],
    concern: "unfair competition and risks to athletes' health",
    benefit: "excitement, national pride and opportunity for athletes",
    values: ["fair play", "freedom to compete"],
    examples: [
      "Russia's state-sponsored doping programme at the 2014 Sochi Olympics led to its athletes competing without their national flag at later Games",
    ],
    metaphor: "a race where some runners start halfway down the track",
  },
  {
    id: "migration",
    triggers: ["migra", "immigra", "refugee", "asylum", "border"],
    actors: ["migrants", "workers", "the government", "voters"],
    concern: "pressure on services and wages and loss of social trust",
    benefit: "filling labour shortages and offering safety to people fleeing danger",
    values: ["humanity", "sovereignty"],
    examples: ["Germany took in around a million asylum seekers in 2015-16, and about half of them were in work within six years"],
    metaphor: "a lifeboat arguing about how many seats it has",
  },
  {
    id: "work",
    triggers: ["work", "four-day", "job", "employ", "union", "remote"],
    actors: ["workers", "businesses", "the government", "consumers"],
    concern: "burnout, insecurity and unfair treatment at work",
    benefit: "productivity and the flexibility businesses need to survive",
    values: ["wellbeing at work", "economic efficiency"],
    examples: ["in a 2022 UK trial of the four-day week, 56 of the 61 participating companies kept it after the trial ended"],
    metaphor: "running a marathon at sprint pace",
  },
  {
    id: "gaming",
    triggers: ["video game", "gaming", "gambl", "loot box", "betting"],
    actors: ["young people", "parents", "businesses", "the government"],
    concern: "addiction and money lost by people least able to afford it",
    benefit: "entertainment, skills and a legitimate industry",
    values: ["protection", "freedom of leisure"],
    examples: [
      "China limited under-18s to three hours of online gaming a week in 2021",
      "Belgium's gaming regulator ruled in 2018 that paid loot boxes in video games are illegal gambling",
    ],
    metaphor: "a casino disguised as a playground",
  },
  {
    id: "animals",
    triggers: ["zoo", "animal", "circus", "hunting", "wildlife", "vegan", "fur", "whaling"],
    actors: ["animals", "scientists", "businesses", "the general public"],
    concern: "the suffering of animals kept or used for human benefit",
    benefit: "conservation, research, education and livelihoods",
    values: ["animal welfare", "conservation and human benefit"],
    examples: [
      "the Arabian oryx, extinct in the wild by 1972, was brought back through zoo breeding programmes and reintroduced in Oman and Jordan",
      "the EU banned the sale of cosmetics tested on animals in 2013",
    ],
    metaphor: "a museum whose exhibits are alive",
  },
];

export const TOPICS: Topic[] = [...BASE_TOPICS, ...WIDE_TOPICS];
