// Small, general vocabulary the offline coach reasons with: who the usual actors in a debate are
// (and how they behave), which words mean the same thing to a judge, and what counts as filler.
import { contentWords, termMatch } from "../text";

export type ActorRole = "vulnerable" | "guardian" | "profit" | "authority" | "professional" | "public";

export interface ActorType {
  name: string;
  /** Stems that name this actor in a student's text. */
  stems: string[];
  role: ActorRole;
  /** What drives this actor: the core of a characterization. */
  traits: string;
}

export const ACTORS: ActorType[] = [
  {
    name: "children",
    stems: ["child", "minor", "toddler", "infant"],
    role: "vulnerable",
    traits: "are still developing judgement and impulse control, trust what they see, and rarely make the rules that shape their lives",
  },
  {
    name: "young people",
    stems: ["teen", "young", "youth", "adolescent", "first-time"],
    role: "vulnerable",
    traits:
      "care intensely about peer approval, are forming habits that last into adulthood, and push back against rules that feel imposed",
  },
  {
    name: "parents",
    stems: ["parent", "family", "mother", "father", "guardian"],
    role: "guardian",
    traits:
      "want to protect their children but are short on time and money, and are often outmatched by professional marketing or peer pressure",
  },
  {
    name: "students",
    stems: ["student", "pupil", "learner"],
    role: "vulnerable",
    traits: "juggle exams, social pressure and little money, and respond strongly to incentives such as grades and deadlines",
  },
  {
    name: "teachers",
    stems: ["teacher", "educator"],
    role: "professional",
    traits: "are stretched for time and judged on results, so they adopt whatever keeps classrooms manageable",
  },
  {
    name: "schools",
    stems: ["school", "academy"],
    role: "authority",
    traits: "must balance tight budgets, exam results and a duty of care, and copy what other schools are doing",
  },
  {
    name: "universities",
    stems: ["university", "universiti", "college", "campus"],
    role: "authority",
    traits: "compete for students, funding and rankings, and protect their reputation first",
  },
  {
    name: "workers",
    stems: ["worker", "employee", "labour", "labor", "staff"],
    role: "vulnerable",
    traits: "depend on a regular wage, have little bargaining power alone, and bear the cost when employers cut back",
  },
  {
    name: "businesses",
    stems: [
      "business",
      "company",
      "corporat",
      "industry",
      "industri",
      "firm",
      "brand",
      "manufactur",
      "retail",
      "employer",
      "producer",
      "supermarket",
      "shop",
      "store",
    ],
    role: "profit",
    traits: "respond to profit and cost; they adapt, lobby or look for loopholes to protect revenue",
  },
  {
    name: "advertisers",
    stems: ["advertis", "advert", "marketer", "marketing", "agency", "agenci"],
    role: "profit",
    traits: "are paid to change behaviour and are very good at moving to whichever channel is least regulated",
  },
  {
    name: "tech platforms",
    stems: ["platform", "technolog", "app", "instagram", "tiktok", "facebook", "youtube", "google"],
    role: "profit",
    traits: "earn money from attention and data, so their design choices maximise time spent, not wellbeing",
  },
  {
    name: "the government",
    stems: ["govern", "state", "regulat", "authority", "authoriti", "minister", "council", "lawmak", "legislat"],
    role: "authority",
    traits: "want visible results at an acceptable cost, answer to voters, and have limited capacity to enforce new rules",
  },
  {
    name: "political parties",
    stems: ["party", "parti", "politician", "candidate", "campaign"],
    role: "authority",
    traits: "want to win with the least effort, so they court the groups that reliably turn out and ignore the rest",
  },
  {
    name: "voters",
    stems: ["voter", "citizen", "elector", "electorat"],
    role: "public",
    traits: "care most about their own cost of living and safety, and judge policies by what they see in daily life",
  },
  {
    name: "consumers",
    stems: ["consumer", "customer", "buyer", "shopper"],
    role: "public",
    traits: "want choice and low prices but have limited time and information, so defaults and marketing steer them",
  },
  {
    name: "low-income families",
    stems: ["poor", "poverty", "low-incom", "lowincom", "disadvantag", "deprived", "working-class"],
    role: "vulnerable",
    traits: "spend a larger share of income on essentials and have the least slack to absorb a new cost or a lost service",
  },
  {
    name: "taxpayers",
    stems: ["taxpay"],
    role: "public",
    traits: "fund the policy and want value for money, but rarely see where the money goes",
  },
  {
    name: "patients",
    stems: ["patient", "sick", "ill"],
    role: "vulnerable",
    traits: "are anxious, dependent on professionals' advice, and often unable to wait or shop around",
  },
  {
    name: "doctors and health services",
    stems: ["doctor", "nurse", "clinician", "health", "hospital", "nhs"],
    role: "professional",
    traits: "carry the cost of preventable illness and are trusted voices, but are overstretched",
  },
  {
    name: "women",
    stems: ["woman", "girl", "female"],
    role: "vulnerable",
    traits: "often carry more unpaid care work and face risks and pressures men do not",
  },
  {
    name: "the elderly",
    stems: ["elder", "older", "pension", "retire", "pensioner"],
    role: "vulnerable",
    traits: "live on fixed incomes, are less mobile, and are slower to adopt new technology",
  },
  {
    name: "migrants",
    stems: ["migrant", "immigrant", "refugee", "asylum"],
    role: "vulnerable",
    traits: "often lack legal protection, language and networks, which makes them easy to exploit and to blame",
  },
  {
    name: "police",
    stems: ["police", "officer", "enforcement"],
    role: "authority",
    traits: "work under pressure to show results, with discretion that can be used well or unfairly",
  },
  {
    name: "offenders",
    stems: ["prisoner", "offender", "criminal", "inmate", "convict"],
    role: "vulnerable",
    traits: "respond to the chance of being caught more than to the size of the punishment, and need a route back into work",
  },
  {
    name: "victims",
    stems: ["victim", "survivor"],
    role: "vulnerable",
    traits: "want safety, recognition and justice, and fear not being believed",
  },
  {
    name: "athletes",
    stems: ["athlete", "player", "sportsp", "olympian"],
    role: "professional",
    traits: "have short careers and huge pressure to win, so small advantages are very tempting",
  },
  {
    name: "fans",
    stems: ["fan", "spectator", "supporter"],
    role: "public",
    traits: "care about fair, exciting competition and loyalty to their team",
  },
  {
    name: "farmers",
    stems: ["farmer", "farm", "agricultur"],
    role: "professional",
    traits: "work on thin margins and long cycles, so sudden rule changes can ruin a season",
  },
  {
    name: "journalists",
    // Not "reporter" or "press": they stem to "report" and "press", which school reports and pressure share.
    stems: ["journalist", "journalism", "newspaper", "newsroom"],
    role: "professional",
    traits: "need access and sources, and depend on readers and advertisers to survive",
  },
  { name: "users", stems: ["user"], role: "public", traits: "value convenience and free services and rarely read the terms they agree to" },
  {
    name: "artists and creators",
    stems: ["artist", "musician", "creator", "writer", "author"],
    role: "professional",
    traits: "earn unpredictable incomes and depend on audiences, platforms and rights to their work",
  },
  {
    name: "scientists",
    stems: ["scientist", "researcher", "research"],
    role: "professional",
    traits: "need funding, freedom to publish and public trust",
  },
  {
    name: "minorities",
    stems: ["minority", "minoriti", "ethnic", "lgbt", "religious", "indigenous"],
    role: "vulnerable",
    traits: "are easily outvoted and often the first to feel the side effects of majority decisions",
  },
  {
    name: "developing countries",
    stems: ["developing", "poorer countr", "global south"],
    role: "vulnerable",
    traits: "have the fewest resources to adapt and little say in the rules richer states set",
  },
  {
    name: "future generations",
    stems: ["future"],
    role: "vulnerable",
    traits: "will live with the consequences of today's choices but cannot vote on them",
  },
  {
    name: "soldiers",
    stems: ["soldier", "military", "army", "troop", "veteran"],
    role: "professional",
    traits: "follow orders under extreme risk and rely on the state for care afterwards",
  },
  {
    name: "animals",
    stems: ["animal", "wildlife", "specie", "species"],
    role: "vulnerable",
    traits: "cannot speak for themselves, so their interests count only when humans choose to count them",
  },
  {
    name: "drivers",
    stems: ["driver", "motorist", "car"],
    role: "public",
    traits: "rely on their cars for work and family life and resent new costs",
  },
  {
    name: "residents",
    stems: ["resident", "neighbour", "neighbor", "local", "household"],
    role: "public",
    traits: "live with the daily effects of local decisions and cannot easily move away from them",
  },
  {
    name: "disabled people",
    stems: ["disabled", "disability", "wheelchair", "blue-badge"],
    role: "vulnerable",
    traits: "depend on accessible routes and services, and are often the last to be considered when rules change",
  },
  {
    name: "charities",
    stems: ["charity", "charities", "food bank", "volunteer", "ngo", "nonprofit"],
    role: "professional",
    traits: "run on donations and volunteers with little storage, money or staff to spare",
  },
  {
    name: "civilians",
    stems: ["civilian", "non-combatant"],
    role: "vulnerable",
    traits: "cannot choose where the fighting happens and have nowhere safe to go",
  },
  {
    name: "viewers",
    stems: ["viewer", "audience", "listener", "reader", "subscriber", "follower"],
    role: "public",
    traits: "choose what to watch for enjoyment and rarely see how it was made or who it affects",
  },
  { name: "tenants", stems: ["tenant", "renter"], role: "vulnerable", traits: "have little security and move when rents rise" },
  {
    name: "landlords",
    stems: ["landlord"],
    role: "profit",
    traits: "want stable returns and will leave the market if regulation squeezes them",
  },
  {
    name: "smokers and drug users",
    stems: ["smoker", "addict", "user of drug", "drinker"],
    role: "vulnerable",
    traits: "are often dependent, so prices and bans change their behaviour less than people expect",
  },
];

/** Words a judge treats as the same idea, so "kids"/"minors" count as covering "children". */
export const SYNONYMS: string[][] = [
  ["advert", "marketing", "commercial", "promot", "sponsor"],
  ["child", "young", "teen", "minor", "youth", "pupil"],
  ["ban", "prohibit", "outlaw", "forbid", "restrict", "bar"],
  ["govern", "state", "regulat", "law", "legislat"],
  ["harm", "damage", "hurt", "danger", "negative"],
  ["benefit", "positive", "help", "advantage"],
  ["school", "educat", "classroom", "pupil", "student"],
  ["company", "business", "corporat", "industry", "firm", "brand"],
  ["social", "platform", "instagram", "tiktok", "facebook", "online", "internet"],
  ["junk", "unhealthy", "sugar", "sugary", "fast", "hfss", "fatty", "snack", "obesity"],
  ["tax", "levy", "duty", "tariff"],
  ["legal", "legalis", "legaliz", "decriminal", "permit", "allow"],
  ["compulsory", "mandatory", "require", "oblig", "forc"],
  ["climate", "carbon", "emission", "warm", "fossil", "environment"],
  ["vote", "election", "ballot", "turnout", "elector"],
  ["ai", "artificial", "automat", "algorithm", "robot", "machine"],
  ["death", "capital", "execut"],
  ["drug", "cannabis", "narcotic", "substance"],
  ["phone", "smartphone", "mobile", "screen"],
  ["income", "wage", "salary", "pay", "money"],
];

export function synonymsOf(stem: string): string[] {
  const out = [stem];
  for (const g of SYNONYMS) if (g.some((w) => termMatch(w, stem))) out.push(...g);
  return out;
}

/** Actor types mentioned in a text (by stem). */
export function actorsIn(text: string): ActorType[] {
  const cw = contentWords(text);
  const lower = text.toLowerCase();
  // "aged 4-12", "18-24 year olds", "under 16": an age range below 25 names young people.
  const young =
    /\b(?:aged?|under|ages|between)\s+\d|\b(?:1\d|2[0-4]|[4-9])\s*(?:-|to)\s*(?:1\d|2[0-4]|[4-9])\b|\b\d{1,2}[- ]year[- ]olds?\b/.test(
      lower,
    );
  return ACTORS.filter(
    (a) =>
      a.stems.some((s) => (s.includes(" ") || s.includes("-") ? lower.includes(s) : cw.some((w) => termMatch(w, s)))) ||
      (young && a.name === "young people"),
  );
}

/** Phrases that fill space without saying anything a judge can credit. */
export const FILLER =
  /\b(very important|really important|so important|a lot of|lots of|many people|some people|everyone knows|we all know|it is (?:bad|good|wrong|right|important)|is (?:bad|good) for (?:everyone|society|people)|bad for society|good for society|in many ways|in today'?s (?:world|society)|nowadays|obviously|basically|things like that|and stuff|etc\.?|at the end of the day|it is what it is|for many reasons|in a lot of ways|(?:is|are) (?:a )?(?:big |huge |major )?problem|bad for (?:them|everyone|people|us|society|the world)|(?:really|very|so) (?:bad|good)|a big deal|something about (?:this|it))\b/gi;

export function fillerCount(s: string): number {
  return (s.match(FILLER) ?? []).length;
}
