import type { SeedModule } from "./types";

export const actors: SeedModule = {
  name: "Actors and Characterization",
  description:
    "Debates are about people. Learn to identify who a motion affects, describe how they think and act, and win the arguments that depend on their behaviour.",
  isPublic: true,
  lessons: [
    {
      title: "Characterization: Who Are the Actors?",
      level: "beginner",
      reading: `Almost every motion is about what people will do. A policy on smartphones in schools depends on how students, teachers and parents behave. A motion about sanctions depends on how a government, its citizens and its neighbours respond. The people and groups in a debate are called actors, and describing them accurately is called characterization.

## Finding the actors

Start your preparation by listing every actor the motion touches. Ask:

- Who makes the decision the motion describes?
- Who is directly affected by it?
- Who pays for it, and who benefits?
- Who might react to it, resist it or exploit it?

For a motion such as "This house would ban private cars from city centres", the list might include commuters, residents, shop owners, delivery drivers, disabled people, the city council and public transport operators.

## Describing an actor

A characterization explains what an actor wants, what they know, what they can do and what constrains them. For example: "Small shop owners in city centres operate on thin margins, depend on passing trade, and have little capacity to absorb a sudden drop in customers." That single sentence supports a whole argument about the economic cost of the ban.

## Be realistic and specific

Weak characterization treats groups as simple and identical: "businesses only care about profit". Strong characterization recognises variety and explains which part of the group matters: "large chains can relocate to out-of-town retail parks, but independent shops cannot, so the burden falls unevenly". Judges reward characterization that sounds like it comes from understanding the real world.

## Link characterization to arguments

Characterization is not a description for its own sake. Each claim about an actor should lead to an argument. If commuters are characterized as price-sensitive and time-poor, the argument might be that they will switch to public transport only if it is cheap and fast, which tells you how the policy must be designed to work.

## A quick exercise

Pick any news story and list its actors. For each one, write one sentence on what they want and one on what limits them. This habit makes characterization quick in preparation time, when it matters most.`,
      writingPrompt:
        "For the motion 'This house would ban private cars from city centres', list four actors and write one sentence of characterization for each: what they want and what limits them.",
      caseBuilderPrompt:
        "Build an actor map for the motion 'This house would ban private cars from city centres': for three actors, write their characterization and the argument it supports.",
      quiz: [
        {
          text: "What is characterization in debate?",
          options: [
            "Describing the actors in a debate: what they want, know, can do and what limits them",
            "Acting out a character during a speech",
            "Describing the judge's preferences",
            "Choosing a side for the debate",
          ],
          correct: "Describing the actors in a debate: what they want, know, can do and what limits them",
        },
        {
          text: "Which characterization is strongest?",
          options: [
            "Large chains can relocate to retail parks, but independent shops cannot, so the burden falls unevenly",
            "Businesses only care about profit",
            "Shops will be affected",
            "Everyone will be unhappy",
          ],
          correct: "Large chains can relocate to retail parks, but independent shops cannot, so the burden falls unevenly",
        },
        {
          text: "Why should characterization lead to an argument?",
          options: [
            "A description only helps if it supports a claim about what will happen or what is right",
            "Judges cannot hear descriptions",
            "The rules forbid description",
            "It makes the speech shorter",
          ],
          correct: "A description only helps if it supports a claim about what will happen or what is right",
        },
      ],
    },
    {
      title: "Incentives: Predicting How Actors Behave",
      level: "intermediate",
      reading: `Once you know who the actors are, the next question is what they will do. Debaters predict behaviour by looking at incentives: the rewards and costs each actor faces. An argument that explains behaviour through incentives is far more convincing than one that simply asserts it.

## Rewards and costs

Every actor weighs what they gain against what they lose. A company deciding whether to comply with a new environmental rule compares the cost of compliance with the expected cost of being caught and fined. If fines are small and inspections rare, the rational choice may be to ignore the rule. That insight can sink a proposition case that assumed compliance.

## Kinds of incentive

- Financial: money, prices, profits, wages and fines.
- Social: reputation, status, approval of peers, shame.
- Political: votes, power, re-election, pressure from donors or interest groups.
- Personal: safety, convenience, identity, values and habits.

Different actors respond to different incentives. Politicians care about elections; teenagers care about peers; companies care about profit and reputation. Name the incentive that matters most to each actor.

## Unintended consequences

Policies change incentives in ways their designers did not intend. A ban can create a black market; a subsidy can be captured by those who did not need it; a target can make people game the measure. Spotting these responses is one of the most effective ways to oppose a policy, and pre-empting them is one of the best ways to defend one.

## Constraints

Incentives tell you what an actor wants to do; constraints tell you what they can do. A family might want to move to a better school district but cannot afford it. A government might want to raise taxes but faces an election. Always pair incentives with constraints before predicting behaviour.

## Putting it into an argument

A strong incentive-based argument follows this pattern: the actor wants X; the policy changes the cost or reward of X in this way; therefore the actor will now do Y; and Y leads to this impact. Practise this pattern until you can apply it to any actor in any motion.`,
      writingPrompt:
        "A city introduces a large fine for dropping litter. Using incentives and constraints, predict how two different actors (for example residents and tourists, or shop owners and street cleaners) will respond, and what that means for the policy.",
      quiz: [
        {
          text: "A company faces a new rule with tiny fines and rare inspections. What does incentive analysis predict?",
          options: [
            "The company may choose to ignore the rule",
            "The company will always comply",
            "The company will close",
            "The fine will have no effect on anyone",
          ],
          correct: "The company may choose to ignore the rule",
        },
        {
          text: "What is the difference between an incentive and a constraint?",
          options: [
            "An incentive shapes what an actor wants to do; a constraint limits what they can do",
            "There is no difference",
            "Constraints only apply to governments",
            "Incentives are always financial",
          ],
          correct: "An incentive shapes what an actor wants to do; a constraint limits what they can do",
        },
        {
          text: "Which is an example of an unintended consequence?",
          options: [
            "A ban creates a black market",
            "A tax raises revenue",
            "A subsidy is paid to the people it was designed for",
            "A law is passed by parliament",
          ],
          correct: "A ban creates a black market",
        },
      ],
    },
    {
      title: "Contesting the Other Side's Characterization",
      level: "intermediate",
      reading: `Many arguments rest on a picture of an actor. If the proposition says "parents will use the new school vouchers to choose the best schools", their case depends on parents being informed, able to travel, and motivated by quality. If you can show that picture is wrong for many parents, large parts of their case collapse. Contesting characterization is one of the most efficient forms of rebuttal.

## Find the hidden picture

Listen for the sentence in each argument that describes how someone thinks or behaves. Sometimes it is explicit; often it is assumed. Write it down and ask: is this true of everyone in the group, of most, or only of some?

## Three ways to contest

1. Show a different majority: "Most parents choose the nearest school, because working parents cannot drive across town twice a day."
2. Split the group: "Wealthy, well-informed parents will use vouchers well, but poorer parents lack the information and transport to do the same, so the policy widens the gap."
3. Change the motive: "Schools will not compete on quality; they will compete on selecting easier students, because that improves their results fastest."

The second technique, splitting the group, is especially strong because it accepts part of the opponent's picture and then shows why the part they ignored matters more.

## Offer a better picture

Do not just deny; replace. A judge presented with two pictures will choose the one that is more detailed and more realistic. Explain why your characterization is more likely: cite the constraints actors face, the incentives that drive them, or examples from the real world.

## Connect to the outcome

After contesting, say what changes: "So the voucher does not drive improvement for most families; it moves the best-resourced students into the best schools, and leaves the rest behind." This turns a disagreement about people into a win on the clash.

## Defending your own characterization

Expect the same attack on your case. Make your characterizations specific and explain why they hold, so that the opponent has to work harder to replace them.`,
      writingPrompt:
        "The proposition claims: 'Social media companies will remove harmful content quickly if the law fines them for it.' Contest this characterization using at least one of the three techniques, and offer a better picture of how the companies will act.",
      quiz: [
        {
          text: "What does 'splitting the group' mean?",
          options: [
            "Showing that part of a group behaves as the opponent says but another, more important part does not",
            "Dividing your team's speaking time",
            "Rebutting two arguments at once",
            "Asking two points of information",
          ],
          correct: "Showing that part of a group behaves as the opponent says but another, more important part does not",
        },
        {
          text: "Why should you offer a replacement characterization rather than only deny theirs?",
          options: [
            "A judge given two pictures chooses the more detailed and realistic one",
            "Denial is against the rules",
            "It takes less time",
            "The opponent must then concede",
          ],
          correct: "A judge given two pictures chooses the more detailed and realistic one",
        },
        {
          text: "Where is the opponent's characterization often found?",
          options: [
            "In an assumption about how an actor thinks or behaves",
            "Only in their roadmap",
            "In the title of the motion",
            "In the judge's feedback",
          ],
          correct: "In an assumption about how an actor thinks or behaves",
        },
      ],
    },
    {
      title: "Stakeholders: Who Wins and Who Loses",
      level: "intermediate",
      reading: `Every policy creates winners and losers. A stakeholder analysis maps them, and it does two jobs in a debate: it helps you find arguments in preparation, and it gives you a way to weigh the debate at the end by showing whose interests matter most.

## Mapping the stakeholders

Draw two columns, winners and losers, and place each actor in one or both. A tax on sugary drinks: winners include children whose health improves and health services that save money; losers include drink manufacturers, shops that sell many drinks, and low-income consumers who pay a larger share of their income in the tax. Some actors appear in both columns: low-income families may pay more but also benefit most from better health.

## Depth over breadth

A long list of stakeholders is less valuable than a deep account of the two or three who matter most. For each key stakeholder, explain how much they gain or lose, how likely it is, and whether they can protect themselves. This turns the map into arguments.

## The most vulnerable

Judges often give extra weight to stakeholders who are vulnerable: those with little power, few alternatives, or no voice in the decision, such as children, future generations, or people living in poverty. If your side protects a vulnerable group, say so clearly and explain why their interests should weigh heavily.

## Using the map in rebuttal

When the other side lists benefits to one group, ask who pays. When they list harms, ask whether those harmed can adapt or be compensated. A stakeholder the other side forgot is often the quickest route to a new argument late in a debate.

## Using the map in weighing

In summary speeches, the map helps you compare: "Their side protects the profits of drink manufacturers, who can reformulate their products; our side protects the health of children, who cannot protect themselves and who bear the costs for their whole lives." That sentence weighs scope, vulnerability and reversibility together.

## A habit worth building

For every motion you prepare, spend two minutes on a winners and losers table before you write any arguments. You will rarely be surprised by the other side again.`,
      writingPrompt:
        "For the motion 'This house would introduce a four-day working week', draw a winners and losers map in words, then explain which stakeholder your side should focus on and why.",
      quiz: [
        {
          text: "What two jobs does a stakeholder analysis do?",
          options: [
            "It helps find arguments in preparation and helps weigh the debate at the end",
            "It decides the speaking order and the timing",
            "It replaces rebuttal and examples",
            "It defines the motion and sets the model",
          ],
          correct: "It helps find arguments in preparation and helps weigh the debate at the end",
        },
        {
          text: "Why do judges often give extra weight to vulnerable stakeholders?",
          options: [
            "They have little power, few alternatives, or no voice in the decision",
            "They are always the largest group",
            "The rules say so",
            "They are easier to describe",
          ],
          correct: "They have little power, few alternatives, or no voice in the decision",
        },
        {
          text: "The other side lists benefits to one group. What question helps your rebuttal?",
          options: ["Who pays?", "Who spoke first?", "What is the motion?", "How long is the speech?"],
          correct: "Who pays?",
        },
      ],
    },
  ],
};
