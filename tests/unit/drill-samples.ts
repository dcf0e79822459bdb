// Graded sample answers for the six drills, written and graded as a debate coach would:
// strong = specific mechanism, real example, weighing, on the motion; middling = reasonable but
// generic, no real example or a weak link; weak = one-liners, the motion pasted back, off-topic
// or the same text everywhere. The offline coach must rank them in that order.
import type { z } from "zod";
import type {
  characterizationFeedbackRequestSchema,
  clashesFeedbackRequestSchema,
  feedbackRequestSchema,
  framingFeedbackRequestSchema,
  modelingFeedbackRequestSchema,
  refutationFeedbackRequestSchema,
} from "#shared/drills/schemas.ts";

export const JUNK = "This House would ban junk food advertising to children";
export const VOTE = "This House would make voting compulsory";

export interface Graded<T> {
  motion: string;
  strong: T;
  middling: T;
  weak: T;
}
export interface DrillSamples<T> {
  graded: Graded<T>[];
  /** Extra answers that must score low: pasted motion, same text everywhere, off-topic, minimal. */
  junk: T[];
}

type In<S extends z.ZodType> = z.input<S>;

const pael = (motion: string, side: "Government" | "Opposition", point: string, analysis: string, example: string, link: string) => ({
  motion,
  side,
  argument: "",
  pael: { point, analysis, example, link },
});
const same = (motion: string, side: "Government" | "Opposition", s: string) => pael(motion, side, s, s, s, s);

export const argumentSamples: DrillSamples<In<typeof feedbackRequestSchema>> = {
  graded: [
    {
      motion: JUNK,
      strong: pael(
        JUNK,
        "Government",
        "Banning junk food adverts aimed at children would cut how much unhealthy food children eat, because advertising is one of the main drivers of what children ask for and what families buy.",
        "Children under about eight cannot reliably tell an advert from a programme, so marketing works on them far more than on adults. Food companies know this, which is why they use cartoon characters, toys and games to build brand loyalty early. Those preferences lead to pester power: children nag, tired parents give in, and the advert ends up shaping the family's shopping. Because eating habits formed in childhood tend to last into adulthood, the damage compounds over a lifetime.",
        "When Quebec banned advertising aimed at under-13s in 1980, researchers later estimated that French-speaking families there bought around 13% less fast food than comparable families in Ontario. In the UK, Ofcom's 2007 restrictions cut children's exposure to junk food adverts on TV by about 37%.",
        "That is why the Government wins this debate: the ban tackles a cause of childhood obesity at its source. Even if some advertising moves online, the harm to millions of children's long-term health outweighs the lost revenue for advertisers, so we should ban junk food advertising to children.",
      ),
      middling: pael(
        JUNK,
        "Government",
        "Junk food advertising to children should be banned because it is bad for their health.",
        "Children see a lot of adverts for unhealthy food and then they want to eat it. This makes them eat more junk food, which is not good for them and can make them unhealthy.",
        "For example, many kids see adverts for burgers and sweets on TV and ask their parents to buy them.",
        "So banning these adverts would help children be healthier.",
      ),
      weak: pael(JUNK, "Government", "Junk food is bad.", "Because it is unhealthy.", "McDonalds.", "So ban it."),
    },
    {
      motion: VOTE,
      strong: pael(
        VOTE,
        "Opposition",
        "We should not make voting compulsory, because forcing disengaged citizens to the polls adds uninformed, random votes rather than real participation, and punishes people for a legitimate choice.",
        "People who do not vote are usually the least informed about candidates and policies. If the law forces them to turn up, many will pick whoever is listed first or whoever they recognise, which means the outcome is partly decided by noise. This leads parties to spend on name recognition and slogans instead of persuading engaged voters. Abstaining can itself be a political message, so fining people for it turns a democratic right into a duty enforced by the state.",
        "In Australia, where voting has been compulsory since 1924, around 5% of ballots in the 2019 federal election were informal, and political scientists estimate that 1-2% are 'donkey votes' numbered straight down the ballot, enough to decide close seats. Denmark, by contrast, reaches over 80% turnout without any compulsion.",
        "Therefore we oppose making voting compulsory: the Government's higher turnout figure is hollow, and protecting the freedom not to vote matters more than a bigger number that does not reflect real engagement.",
      ),
      middling: pael(
        VOTE,
        "Opposition",
        "Voting should not be compulsory because people should have the freedom to choose.",
        "In a democracy people have rights and one of them is to not vote if they don't want to. Forcing people is wrong and they will not be happy about it.",
        "For instance, some people don't like any of the candidates, so they should not have to vote.",
        "This shows that compulsory voting is not a good idea.",
      ),
      weak: pael(VOTE, "Opposition", "No.", "It is bad.", "People.", "Vote no."),
    },
  ],
  junk: [
    same(JUNK, "Government", JUNK),
    same(VOTE, "Opposition", "Voting should be a free choice because people have rights."),
    pael(
      JUNK,
      "Government",
      "Video games are a great hobby because they teach teamwork.",
      "Players communicate constantly in online matches, which means they learn to cooperate under pressure, and this leads to better friendships.",
      "For example, Fortnite had over 350 million registered players in 2020.",
      "That is why everyone should play more video games.",
    ),
    pael(VOTE, "Opposition", "a", "b", "c", "d"),
  ],
};

const actor = (name: string, characterization: string, argument: string) => ({ name, characterization, argument });

export const characterizationSamples: DrillSamples<In<typeof characterizationFeedbackRequestSchema>> = {
  graded: [
    {
      motion: JUNK,
      strong: {
        motion: JUNK,
        actors: [
          actor(
            "Children (aged 4-12)",
            "Children under about eight cannot tell an advert from a programme, and even older children rarely recognise persuasive intent. They want to fit in with friends, so branded snacks tied to cartoon characters become status symbols, and because they have no money of their own they pester their parents instead.",
            "Because children cannot resist persuasion they do not recognise, advertising shapes their diet directly, which means the Government can argue the ban protects the group least able to protect itself; this matters more than advertisers' freedom because the harm is to long-term health.",
          ),
          actor(
            "Parents",
            "Most parents want their children to eat well but are short on time and money after work. Pester power wears them down: repeated requests often end in a purchase, especially in low-income households where cheap processed food is the easiest option.",
            "Since parents are overwhelmed rather than careless, the Opposition's claim that parents should just say no fails; removing the adverts removes the pressure at its source, so the ban supports parents instead of replacing them.",
          ),
          actor(
            "Food companies and advertisers",
            "Companies such as McDonald's and Coca-Cola spend billions on marketing because brand loyalty formed in childhood lasts for decades. Their incentive is profit, so they will shift spending to whatever channel is unregulated, like YouTube influencers or sponsored games.",
            "Because advertisers will move to unregulated channels, the Government must extend the ban to online and influencer marketing, otherwise the Opposition can show the policy only moves the problem; this shows the ban needs a broad scope to work.",
          ),
        ],
      },
      middling: {
        motion: JUNK,
        actors: [
          actor(
            "Children",
            "Children like junk food and watch a lot of TV with adverts.",
            "They will want unhealthy food so the ban is good.",
          ),
          actor(
            "Parents",
            "Parents buy the food for their kids and care about their health.",
            "Parents would support the ban because it helps them.",
          ),
        ],
      },
      weak: { motion: JUNK, actors: [actor("People", "People are affected.", "It is bad.")] },
    },
    {
      motion: VOTE,
      strong: {
        motion: VOTE,
        actors: [
          actor(
            "First-time voters aged 18-24",
            "Young people have the lowest turnout of any age group: in the UK only about half of 18-24 year olds voted in 2019. Many feel politicians ignore them, they move house often so they drop off the register, and they have not yet formed the habit of voting.",
            "Because parties chase the votes of people who actually turn out, young people's priorities like housing and tuition are ignored; compulsory voting would force parties to compete for them, which is why the Government can claim the policy makes representation fairer.",
          ),
          actor(
            "Low-income citizens",
            "Poorer citizens vote far less than wealthy ones, often because of irregular shifts, childcare and distrust of politics rather than a lack of opinions. They rely most on public services, so they have the most at stake in elections.",
            "Since turnout gaps mean policy tilts toward wealthier voters, making voting compulsory equalises whose voice counts; this outweighs the small cost of a fine because it changes which problems governments prioritise.",
          ),
          actor(
            "Political parties",
            "Parties want to win with the least effort, so under voluntary voting they spend money mobilising their own base and use divisive wedge issues to energise it. Under compulsory voting they cannot win on turnout alone and must appeal to the median voter.",
            "Because parties' incentive shifts from mobilising the base to persuading moderates, compulsory voting reduces polarisation, as Australia's centrist campaigns suggest, which supports the Government.",
          ),
        ],
      },
      middling: {
        motion: VOTE,
        actors: [
          actor(
            "Voters",
            "Voters are the people who vote in elections and some of them do not bother.",
            "If voting is compulsory, more voters will vote.",
          ),
          actor("The government", "The government runs the elections.", "The government would have to enforce the law."),
        ],
      },
      weak: { motion: VOTE, actors: [actor("Everyone", VOTE, VOTE)] },
    },
  ],
  junk: [
    {
      motion: JUNK,
      actors: [
        actor(
          "Footballers",
          "Footballers train every day and earn a lot of money from their clubs.",
          "Football is the most popular sport in the world so it matters.",
        ),
      ],
    },
    { motion: VOTE, actors: [actor("Voters", "Voters vote.", "Voters vote."), actor("Parties", "Voters vote.", "Voters vote.")] },
  ],
};

const JUNK_AI = {
  point:
    "We should ban junk food advertising to children, because it tackles persuasion aimed at children who cannot yet recognise it as persuasion.",
  analysis:
    "Children are still developing judgement and trust what they see. Advertisers are paid to change behaviour, so they will not stop on their own, which means the harm continues unless the rules change. Because eating habits last, this leads to lasting costs for children's health.",
  example: "For example, Quebec has banned commercial advertising aimed at children under 13 since 1980.",
  link: "That is why we should ban junk food advertising to children: it protects children where the harm is greatest.",
};
const VOTE_AI = {
  point: "We should make voting compulsory, because low turnout lets an unrepresentative few decide elections.",
  analysis:
    "When turnout is low, the people who vote are older and richer, so parties design policies for them. Compulsory voting brings everyone to the polls, which means governments must answer to the whole population and gain more legitimacy.",
  example: "For example, Australia has had compulsory voting since 1924 and turnout is regularly above 90%.",
  link: "That is why we should make voting compulsory: it gives a more legitimate, representative government.",
};
const refute = (motion: string, argument: typeof JUNK_AI, impact: string, analysis: string, examples: string, weighing: string) => ({
  motion,
  their_side: "Government",
  our_side: "Opposition",
  argument,
  refutation: { impact, analysis, examples, weighing },
});

export const refutationSamples: DrillSamples<In<typeof refutationFeedbackRequestSchema>> = {
  graded: [
    {
      motion: JUNK,
      strong: refute(
        JUNK,
        JUNK_AI,
        "They claim the ban will protect children's health, but adverts are not the main driver of obesity: total diet, exercise, price and what parents buy matter far more. Their impact assumes that removing adverts changes eating, yet children now see most marketing online, in games and through influencers, which a ban cannot reliably police.",
        "Their mechanism has a broken step. They say advertisers will not stop on their own, so the rules must force them; but advertisers respond to a ban by moving spending to unregulated channels, which means exposure barely falls. Pester power does not disappear either, because children still see branded products in shops and with friends. Since the chain from one advert to a lifelong habit is weak, the benefit they promise is much smaller than claimed.",
        "Their Quebec example cuts against them: decades after the 1980 ban, Quebec's childhood obesity rates are still close to the Canadian average. And after the UK's 2007 Ofcom rules, children saw fewer junk food adverts on TV, yet UK childhood obesity kept rising through the 2010s as marketing moved online.",
        "Even if the ban removes some adverts, the harm of a blunt ban is more certain: it cuts funding for children's TV and pushes marketing into less visible online spaces. Better labelling and free school meals reach far more children with a higher probability of working, so on balance our approach matters more.",
      ),
      middling: refute(
        JUNK,
        JUNK_AI,
        "I disagree that the ban would help children because kids can still get junk food anyway.",
        "Children will still see junk food in shops and on the internet so the ban will not really work.",
        "",
        "Parents are more important than adverts.",
      ),
      weak: refute(JUNK, JUNK_AI, "No.", "That is wrong.", "", ""),
    },
    {
      motion: VOTE,
      strong: refute(
        VOTE,
        VOTE_AI,
        "They claim compulsory voting produces a more legitimate government, but higher turnout is not the same as more legitimacy: forced votes from people who have not engaged add noise, not consent. Their impact also assumes trust rises, yet people fined for not voting often become more resentful, not more engaged.",
        "Their analysis says low turnout lets the old and rich decide, so compulsion fixes it. But that step fails because the people who abstain are often the least informed, so they vote randomly or for the first name on the ballot. That does not make outcomes more representative of what people want; it adds random votes, which leads parties to chase name recognition instead of policy.",
        "Their Australia example hides the cost: around 5% of Australian ballots in 2019 were informal, and political scientists estimate 1-2% are donkey votes cast in ballot order. Meanwhile Denmark reaches over 80% turnout voluntarily by making elections accessible.",
        "Even if turnout rises, the freedom not to vote is a fundamental right, and coercing millions of people outweighs a statistical gain in turnout. Accessible voting, such as weekend polling and automatic registration, achieves most of the benefit with none of the coercion, so it is more likely to improve democracy.",
      ),
      middling: refute(
        VOTE,
        VOTE_AI,
        "Forcing people to vote is not fair and it does not make democracy better.",
        "People who don't want to vote will just pick anyone, so the results will not be better.",
        "For example, some people in Australia just vote randomly.",
        "",
      ),
      weak: refute(VOTE, VOTE_AI, "I think voting is good.", "Yes.", "", ""),
    },
  ],
  junk: [
    refute(JUNK, JUNK_AI, JUNK_AI.point, JUNK_AI.analysis, JUNK_AI.example, JUNK_AI.link),
    refute(
      VOTE,
      VOTE_AI,
      "Cats are better pets than dogs because they are independent.",
      "Cats clean themselves, which means less work for owners.",
      "My cat Bella sleeps 16 hours a day.",
      "Cats are the best.",
    ),
    refute(VOTE, VOTE_AI, VOTE, VOTE, VOTE, VOTE),
  ],
};

const clashReq = (
  motion: string,
  vulnerable_actors: string[],
  actorName: string,
  clash_text: string,
  gov_argument: string,
  opp_argument: string,
) => ({ motion, vulnerable_actors, clash: { actor: actorName, clash_text, gov_argument, opp_argument } });

export const clashesSamples: DrillSamples<In<typeof clashesFeedbackRequestSchema>> = {
  graded: [
    {
      motion: JUNK,
      strong: clashReq(
        JUNK,
        ["Children aged 4-12", "Low-income parents", "Small food retailers"],
        "Children aged 4-12",
        "Whether protecting children from marketing they cannot recognise as persuasion outweighs the freedom of companies to advertise legal products, given that children are the most exposed but the least able to resist.",
        "Children aged 4-12 cannot recognise persuasive intent, so junk food adverts shape their preferences directly; because eating habits formed early last into adulthood, the ban prevents long-term harm like obesity, which is why exposure falling after the UK's 2007 Ofcom rules matters.",
        "",
      ),
      middling: clashReq(
        JUNK,
        ["Kids", "Parents"],
        "Kids",
        "Kids and junk food ads.",
        "Kids see ads and want junk food so it should be banned.",
        "",
      ),
      weak: clashReq(JUNK, ["People"], "People", JUNK, JUNK, ""),
    },
    {
      motion: VOTE,
      strong: clashReq(
        VOTE,
        ["Low-income shift workers", "First-time voters aged 18-24", "Citizens with religious objections to voting"],
        "Low-income shift workers",
        "Whether compulsory voting gives low-income workers an equal voice that parties must respond to, or punishes them with fines when shifts and childcare make voting hardest for them.",
        "",
        "Low-income shift workers are the group least able to get to a polling station, so under a compulsory system they are the ones most likely to be fined; in Australia non-voters face a $20 penalty that escalates if unpaid, which weighs far more on a worker on minimum wage than on a professional. Therefore compulsion turns a structural barrier into a punishment, and the fairer answer is making voting easier, not mandatory.",
      ),
      middling: clashReq(
        VOTE,
        ["Voters", "Young people"],
        "Young people",
        "Young people might not want to vote but they have to.",
        "",
        "Young people should be free to choose if they vote because it is their right.",
      ),
      weak: clashReq(VOTE, ["Everyone"], "Everyone", "Voting.", "", "Bad."),
    },
  ],
  junk: [
    clashReq(
      JUNK,
      ["Footballers", "Coaches"],
      "Footballers",
      "Whether footballers should be paid more than nurses.",
      "Footballers entertain millions, which means they generate huge revenue.",
      "",
    ),
    clashReq(VOTE, [VOTE], VOTE, VOTE, VOTE, VOTE),
  ],
};

const term = (t: string, definition: string) => ({ term: t, definition });

export const modelingSamples: DrillSamples<In<typeof modelingFeedbackRequestSchema>> = {
  graded: [
    {
      motion: JUNK,
      strong: {
        motion: JUNK,
        terms: [
          term(
            "Junk food",
            "Food and drink high in fat, salt or sugar (HFSS) as classified by the UK Nutrient Profiling Model, such as sugary cereals, crisps, sweets and fizzy drinks; it excludes whole foods like fruit, plain dairy and bread.",
          ),
          term(
            "Advertising",
            "Any paid promotion of a product or brand, including TV and radio adverts, online video ads, sponsored influencer posts, in-game promotions and cartoon characters on packaging.",
          ),
          term("Children", "Anyone under 16, the age by which most research finds children can reliably recognise persuasive intent."),
          term("Ban", "A legal prohibition enforced with fines on both the advertiser and the platform, not a voluntary industry code."),
        ],
        how: "Parliament passes a law making it illegal to show HFSS adverts on TV before 9pm and at any time online where the audience is likely to include under-16s. Ofcom enforces it, with fines of up to 10% of annual UK turnover for repeat breaches. Platforms must use age data to exclude under-16s from HFSS ad targeting. The ban is phased in over 12 months so broadcasters can replace the revenue, and brand advertising that shows no HFSS product is exempt.",
        examples:
          "This builds on the UK's 2007 restrictions on HFSS adverts around children's TV and on Quebec's ban on all advertising to under-13s since 1980. Chile's 2016 food law, which removed cartoon characters from sugary cereal boxes, is a further precedent.",
      },
      middling: {
        motion: JUNK,
        terms: [term("Junk food", "Unhealthy food like burgers, sweets and crisps."), term("Children", "Young people.")],
        how: "The government would stop companies from showing junk food adverts to kids and give fines if they break the rule.",
        examples: "For example, adverts on kids' TV channels.",
      },
      weak: { motion: JUNK, terms: [term("Junk food", "Junk food.")], how: "Ban it.", examples: "" },
    },
    {
      motion: VOTE,
      strong: {
        motion: VOTE,
        terms: [
          term(
            "Voting",
            "Attending a polling station or returning a postal ballot in national and local elections; it means turning up, not choosing a candidate, since a blank or spoiled ballot is allowed.",
          ),
          term(
            "Compulsory",
            "Required by law for every registered citizen aged 18 or over, enforced with a fixed fine, with exemptions for illness, travel, disability and religious objection.",
          ),
        ],
        how: "Registration becomes automatic through tax and health records. Anyone who does not vote receives a letter within 8 weeks asking for a valid reason; without one they pay a £20 fine, rising to £50 if unpaid, collected by the Electoral Commission. Elections move to weekends and postal voting is available on request, so the duty is easy to meet. A 'none of the above' option is added to every ballot so nobody is forced to back a candidate.",
        examples:
          "This follows Australia's model since 1924, where turnout is usually above 90% and the fine is A$20, and Belgium, which has had compulsory voting since 1893.",
      },
      middling: {
        motion: VOTE,
        terms: [term("Compulsory voting", "When everyone has to vote by law.")],
        how: "People who do not vote would get a fine.",
        examples: "Like in Australia.",
      },
      weak: { motion: VOTE, terms: [term("Voting", VOTE)], how: VOTE, examples: VOTE },
    },
  ],
  junk: [
    {
      motion: JUNK,
      terms: [term("Football", "A sport played by two teams of eleven players with a round ball.")],
      how: "Teams play 90-minute matches and the Premier League organises the season from August to May.",
      examples: "Manchester City won the league in 2023.",
    },
    {
      motion: VOTE,
      terms: [term("Voting", "Voting is good."), term("Compulsory", "Voting is good.")],
      how: "Voting is good.",
      examples: "Voting is good.",
    },
  ],
};

const FRAMING_KEYS = [
  "goal",
  "audience",
  "my_frame",
  "why_it_matters",
  "opponent_frame",
  "opponent_evidence",
  "limitations",
  "new_frame",
  "language",
  "metaphor",
  "story",
  "values",
] as const;
type FramingIn = In<typeof framingFeedbackRequestSchema>;
const everywhere = (motion: string, s: string): FramingIn => ({ motion, ...Object.fromEntries(FRAMING_KEYS.map((k) => [k, s])) });

export const framingSamples: DrillSamples<FramingIn> = {
  graded: [
    {
      motion: JUNK,
      strong: {
        motion: JUNK,
        goal: "Persuade the judge that the ban is about protecting children, not about restricting business.",
        audience: "Parents and teachers in a school-hall debate audience",
        my_frame: "This debate is about protecting children's health from marketing they are too young to recognise as persuasion.",
        why_it_matters:
          "Because eating habits formed in childhood last for life, today's adverts shape tomorrow's rates of obesity and diabetes, which means parents and teachers are left fighting a battle they did not choose.",
        opponent_frame:
          "The Opposition will frame this as freedom of choice: parents, not the state, should decide what children eat, and companies have a right to advertise legal products.",
        opponent_evidence:
          "They will cite the value of advertising revenue for children's TV and point to rising UK obesity despite Ofcom's 2007 restrictions.",
        limitations:
          "Their freedom frame assumes a fair contest between parents and advertisers, but it ignores that companies spend billions studying child psychology while a tired parent has a few seconds at the checkout. It also overlooks that children, not parents, are the target of the adverts, so parental choice is undermined before the parent even gets a say.",
        new_frame:
          "The real question is not whether parents should choose, but whether they get a fair chance to: the ban restores parents' choice by taking manipulative marketing away from their children.",
        language:
          "Use words like 'protect', 'fair chance', 'manipulate' and 'childhood', and say 'parents' choice' rather than 'state control'.",
        metaphor:
          "Junk food advertising is like a salesperson let loose in the playground, talking to children while their parents are at work.",
        story:
          "Imagine Maya, 7, in a supermarket in Leeds. She has seen the cartoon tiger on TV twelve times this week, so she cries until her exhausted mother buys the sugary cereal, and the same thing happens the next Saturday.",
        values: "Protecting children, fairness to parents, health over profit",
      },
      middling: {
        motion: JUNK,
        goal: "Win the debate",
        audience: "Judges",
        my_frame: "Junk food adverts are bad for kids.",
        why_it_matters: "Because health is important.",
        opponent_frame: "They will say it is about freedom.",
        opponent_evidence: "",
        limitations: "Freedom is not as important as health.",
        new_frame: "It is about health.",
        language: "Healthy, bad",
        metaphor: "",
        story: "A kid who eats too much junk food.",
        values: "Health",
      },
      weak: everywhere(JUNK, JUNK),
    },
    {
      motion: VOTE,
      strong: {
        motion: VOTE,
        goal: "Show the audience that compulsory voting is about equal voice, not coercion.",
        audience: "Sixth-form students who are about to vote for the first time",
        my_frame:
          "This debate is about equal voice: when only some people vote, governments listen only to them, and compulsory voting makes every citizen count.",
        why_it_matters:
          "Because parties target the groups that turn out, low turnout among young and poorer citizens leads to policies that ignore them, such as cuts to youth services and rising tuition fees.",
        opponent_frame: "The Opposition will frame compulsory voting as state coercion that violates the freedom not to vote.",
        opponent_evidence:
          "They will point to fines for non-voters in Australia and argue that forced voters cast random donkey votes, around 1-2% of ballots.",
        limitations:
          "Their frame ignores that the duty is only to turn up: voters can spoil their ballot or choose 'none of the above', so nobody is forced to support anyone. It also assumes today's system is free, but the freedom not to vote is mostly exercised by people facing barriers like shift work, not by principled abstainers.",
        new_frame:
          "The real question is not freedom versus coercion, but whose voice counts: compulsory voting is a small duty, like jury service, that buys an equal say for every citizen.",
        language: "Say 'every voice counts', 'equal say' and 'a small civic duty'; avoid 'force' and 'punish'.",
        metaphor: "A democracy with low turnout is a team picked by only half the players.",
        story:
          "Picture Sam, 19, who works weekend shifts in Manchester and has never voted because the polling station closes before he finishes. Under Australia's system, with automatic registration and Saturday elections, he would have voted in his first election, and candidates would have had to ask for his vote.",
        values: "Equality, fairness, civic duty, equal voice",
      },
      middling: {
        motion: VOTE,
        goal: "Convince people",
        audience: "Everyone",
        my_frame: "Voting should be compulsory so more people vote.",
        why_it_matters: "More people voting is better for democracy.",
        opponent_frame: "They will say people should be free.",
        opponent_evidence: "Freedom is a right.",
        limitations: "But voting is also important.",
        new_frame: "Voting is a duty.",
        language: "Duty, democracy",
        metaphor: "Voting is like brushing your teeth.",
        story: "",
        values: "Democracy",
      },
      weak: everywhere(VOTE, "Voting is good."),
    },
  ],
  junk: [
    everywhere(VOTE, VOTE),
    {
      motion: JUNK,
      goal: "Win",
      audience: "Football fans",
      my_frame: "Football is the beautiful game because it unites people.",
      why_it_matters: "Because millions watch the World Cup.",
      opponent_frame: "They say basketball is better.",
      opponent_evidence: "The NBA is popular.",
      limitations: "But basketball is not played everywhere.",
      new_frame: "The real question is which sport unites the world.",
      language: "Passion, unity",
      metaphor: "Football is like a global language.",
      story: "In 2022 Argentina won the World Cup in Qatar.",
      values: "Unity",
    },
  ],
};
