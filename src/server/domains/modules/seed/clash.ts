import type { SeedModule } from "./types";

export const clash: SeedModule = {
  name: "Rebuttal and Clash",
  description:
    "Engage with the other side: take their arguments apart, weigh your case against theirs, and use points of information to press them during their own speech.",
  isPublic: true,
  lessons: [
    {
      title: "Rebuttal: Taking an Argument Apart",
      level: "intermediate",
      reading: `Debate is not two sets of speeches delivered side by side; it is a contest. Rebuttal is where the contest happens. A team that makes good arguments but never answers the other side usually loses to a team that does both, because the judge is left believing the unanswered points.

## Four ways to respond

Every argument can be attacked in one or more of these ways, and it helps to know which you are using:

1. It is not true. The claim or the mechanism does not work. Show the broken step in their chain of reasoning.
2. It is not relevant. Even if true, it does not concern this motion or does not depend on which side wins.
3. It is not important. Even if true and relevant, the harm or benefit is small compared with what else is at stake.
4. It can be mitigated. The problem exists, but your side can reduce or solve it, so it is not a reason to vote against you.

Notice that the later responses concede more than the earlier ones. Using several in sequence is powerful: "This is not true; but even if it were, it is small; and even if it mattered, our model solves it." This is called layering, and it means the opponent must win every layer to keep their point.

## Attack the analysis, not the example

Beginners often rebut the example: "that statistic is from another country". Sometimes that helps, but the opponent simply offers another example. It is stronger to attack the mechanism the example was meant to prove. If the mechanism fails, every example for it fails too.

## Prioritise

You cannot answer everything. Listen for the opponent's most important argument, the one the judge is most likely to vote on, and answer it first and most thoroughly. Group similar points: "Their second and third arguments both rely on the idea that companies will pass costs to consumers; here is why that is false."

## Structure your rebuttal

Name the argument you are answering, give your response, then say what it means for the debate: "So their claim about jobs falls, which leaves them with no reason to believe the policy is harmful." That last sentence is what turns a response into a win on that issue.`,
      writingPrompt:
        "The opposition argues: 'Raising the driving age to 21 will hurt young people in rural areas who need cars to get to work.' Write a layered rebuttal that uses at least two of the four ways to respond.",
      caseBuilderPrompt:
        "Pick an argument you expect the other side to make on the motion 'This house would ban single-use plastics', and plan your response with one line for each of the four ways to respond.",
      quiz: [
        {
          text: "Which response concedes the argument is true but says it does not matter much?",
          options: ["It is not important", "It is not true", "It is not relevant", "It is a new argument"],
          correct: "It is not important",
        },
        {
          text: "What is layering?",
          options: [
            "Using several responses in sequence so the opponent must win every layer",
            "Speaking louder at the end of the speech",
            "Repeating the same response three times",
            "Answering arguments in the order they were made",
          ],
          correct: "Using several responses in sequence so the opponent must win every layer",
        },
        {
          text: "Why is attacking the mechanism usually stronger than attacking the example?",
          options: [
            "If the mechanism fails, every example for it fails too",
            "Judges do not listen to examples",
            "Examples are not allowed in rebuttal",
            "It takes less time to say",
          ],
          correct: "If the mechanism fails, every example for it fails too",
        },
      ],
    },
    {
      title: "Weighing: Why Your Side Matters More",
      level: "intermediate",
      reading: `At the end of most good debates, both sides have won something. The proposition has shown a real benefit; the opposition has shown a real cost. The judge then has to decide which matters more, and if you do not tell them how to decide, they will decide on their own. Weighing is the skill of comparing your impacts with the other side's and explaining why yours should win.

## Common weighing measures

- Magnitude: how big is the harm or benefit for each person affected?
- Scope: how many people does it affect?
- Probability: how likely is it to happen at all?
- Reversibility: can it be undone if it turns out badly? Irreversible harms, such as death or the loss of a language, usually weigh heavily.
- Timeframe: does it happen now or in the distant future, and does the delay matter?
- Vulnerability: are the people affected especially unable to protect themselves?

## Comparative, not just descriptive

Weighing means comparing. "Our harm is very large" is not weighing. "Our harm is larger than theirs because it affects every child in the school system, whereas their harm falls on a small number of private tutors who can find other work" is weighing, because it sets two impacts side by side and gives a reason one beats the other.

## Weighing probability against magnitude

A classic clash is a likely small harm against an unlikely large one. Neither automatically wins. Argue which matters more in this case: if the unlikely harm is catastrophic and irreversible, it may deserve more weight; if it is speculative and the likely harm is certain and happening today, the likely harm may win.

## When to weigh

Weigh throughout the debate, not only at the end. When you make an argument, tell the judge why it is important. When you rebut, say why what remains of their case is smaller than yours. Summary and reply speeches should be built almost entirely around weighing: the two or three main clashes, who won each, and why the ones your side won matter most.

## A simple formula

"Even if they win their point about X, we win the debate, because Y is bigger, more likely and harder to reverse." Practise finishing that sentence for every motion you prepare.`,
      writingPrompt:
        "On the motion 'This house would build a nuclear power plant in our region', the proposition shows cheaper energy and lower emissions, and the opposition shows a small risk of a serious accident. Write a weighing paragraph for either side, using at least two weighing measures.",
      quiz: [
        {
          text: "Which weighing measure asks whether a harm can be undone?",
          options: ["Reversibility", "Scope", "Magnitude", "Timeframe"],
          correct: "Reversibility",
        },
        {
          text: "What makes weighing comparative?",
          options: [
            "It sets two impacts side by side and gives a reason one beats the other",
            "It describes your own impact in detail",
            "It lists every argument in the debate",
            "It uses a statistic",
          ],
          correct: "It sets two impacts side by side and gives a reason one beats the other",
        },
        {
          text: "When should you weigh?",
          options: [
            "Throughout the debate, and above all in summary speeches",
            "Only in the final sentence of the debate",
            "Only when the judge asks",
            "Never in rebuttal",
          ],
          correct: "Throughout the debate, and above all in summary speeches",
        },
      ],
    },
    {
      title: "Points of Information",
      level: "intermediate",
      reading: `In formats such as British Parliamentary and World Schools, a speaker on the other side may stand during your speech and offer a point of information, usually called a POI. If you accept it, they have about fifteen seconds to ask a question or make a short point, and you must respond. POIs keep both sides engaged for the whole debate, and handling them well shows the judge that you are in control.

## Offering POIs

Offer during the unprotected time: in most formats, the first and last minute of each speech are protected and POIs cannot be offered then. Stand, say "Point of information" or "On that point", and wait. If declined, sit down without complaint.

A good POI is short, sharp and aimed at a weakness. Good targets include:

- A step in their analysis that does not follow.
- A contradiction with something their partner said.
- An example that actually supports your side.
- A question they cannot answer without conceding something.

Phrase it as a question when you can: "If the tax is so effective, why did consumption rise in the country you just named?" Avoid long statements and never use a POI to make an unrelated argument.

## Accepting POIs

Judges expect you to take at least one or two POIs in a full speech; refusing all of them looks like you are afraid of the other side. Choose your moment: accept when you have finished a point, not halfway through your analysis. You can say "Not at the moment, thank you" and then "I'll take you now" a little later.

## Answering POIs

Answer directly and briefly, then return to your speech. The best answers turn the point to your advantage: "Consumption rose because the tax was too small, which is exactly why our model sets it at twenty percent." If the POI raises something you plan to cover, say so and make sure you do. Never ignore a POI you accepted; the judge will notice.

## Why POIs matter

Even declined POIs show the judge that you are listening and engaged. A well-chosen accepted POI can expose a flaw that lasts for the rest of the debate. Treat every speech, not just your own, as a chance to contribute.`,
      writingPrompt:
        "The proposition says: 'A curfew for under-16s will cut youth crime, because most youth crime happens late at night.' Write two points of information you could offer, each under 25 words, and one answer the speaker could give to each.",
      quiz: [
        {
          text: "When can points of information usually not be offered?",
          options: [
            "In the protected first and last minute of a speech",
            "In the middle of a speech",
            "During the second speaker's time",
            "When the speaker is rebutting",
          ],
          correct: "In the protected first and last minute of a speech",
        },
        {
          text: "What should you do if you accept a POI that raises something you plan to cover later?",
          options: [
            "Say so briefly and make sure you do cover it",
            "Ignore it and carry on",
            "Refuse to answer",
            "Stop your speech and cover it immediately in full",
          ],
          correct: "Say so briefly and make sure you do cover it",
        },
        {
          text: "Why should a speaker accept at least one or two POIs?",
          options: [
            "Refusing all of them looks like avoiding the other side",
            "The rules require accepting all of them",
            "It gives the speaker extra time",
            "POIs do not affect the judge",
          ],
          correct: "Refusing all of them looks like avoiding the other side",
        },
      ],
    },
    {
      title: "Finding the Clash",
      level: "intermediate",
      reading: `A clash is a question on which the two sides disagree and on which the debate turns. Most debates have two or three main clashes. Identifying them early, and organising your speech around them, is one of the clearest signs of an experienced debater.

## What a clash looks like

A clash is best phrased as a neutral question: "Will a ban on junk food advertising actually change what children eat?" or "Is it legitimate for the state to restrict what adults choose to consume?" Notice that each question could be answered yes or no, and that each side needs a particular answer to win. A topic such as "health" is not a clash; a question about health is.

## Types of clash

- Practical clashes ask what will happen: will the policy work, who will it affect, what will the side effects be?
- Principled clashes ask what is right: whose rights matter, what is the proper role of the state, what is fair?
- Actor clashes ask how a particular group will behave or be affected, for example parents, companies or governments.

Good cases usually win at least one practical and one principled clash.

## Building clash-based speeches

From the second speaker onward, many top debaters stop responding argument by argument and instead organise around clashes. "There are two clashes in this debate. First, will this policy reduce harm? Second, is it legitimate? On the first clash..." Inside each clash, they rebut the other side and rebuild their own arguments together. This avoids repetition and makes it easy for the judge to see who is winning each question.

## Choosing which clashes matter

Not every disagreement deserves to be a clash. Choose the ones that would decide the debate if the judge resolved them. Ask: if we lost this question, would we lose the round? If yes, it is a main clash. Minor disagreements can be handled quickly or dropped.

## Preparing clashes

In preparation, write down the three questions you think the debate will turn on, and your side's answer to each. This turns a pile of arguments into a strategy, and it helps your team speak with one voice across all its speeches.`,
      writingPrompt:
        "For the motion 'This house would ban zoos', write the two main clashes as neutral questions, and explain in two or three sentences which side you think wins each and why.",
      caseBuilderPrompt:
        "Map the clashes for the motion 'This house would ban zoos': for each of two clashes, write the question, the proposition's answer and the opposition's answer.",
      quiz: [
        {
          text: "How is a clash best phrased?",
          options: [
            "As a neutral question that each side needs a particular answer to",
            "As a single word such as 'health'",
            "As your side's strongest argument",
            "As a statistic",
          ],
          correct: "As a neutral question that each side needs a particular answer to",
        },
        {
          text: "Which of these is a principled clash?",
          options: [
            "Is it legitimate for the state to restrict what adults consume?",
            "Will the ban reduce sales?",
            "How will companies respond to the tax?",
            "How much will the policy cost?",
          ],
          correct: "Is it legitimate for the state to restrict what adults consume?",
        },
        {
          text: "How do you know a disagreement is a main clash?",
          options: [
            "Losing it would mean losing the round",
            "The first speaker mentioned it",
            "It has the most examples",
            "It is the shortest to explain",
          ],
          correct: "Losing it would mean losing the round",
        },
      ],
    },
  ],
};
