import type { SeedModule } from "./types";

/** Private: opened to single students with a one-time code, to show unlocking. */
export const championship: SeedModule = {
  name: "Championship Strategy",
  description:
    "For students preparing for competitions: extending a case in the closing half and summarising a whole debate so the judge sees why your side has won. Ask your coach for an unlock code.",
  isPublic: false,
  lessons: [
    {
      title: "Extensions in the Closing Half",
      level: "advanced",
      reading: `In British Parliamentary debating, four teams compete: two on each side, an opening half and a closing half. The closing teams face a special challenge. They agree with the opening team on their side, but they are ranked against them. To beat them, a closing team must bring something new to the debate. That new material is called an extension.

## What counts as an extension

An extension is new analysis that makes your side more persuasive than your opening team made it. It can be:

- A new argument the opening team did not make.
- A new actor or stakeholder whose interests change the picture.
- Much deeper analysis of an argument the opening team only mentioned.
- A new way of weighing the debate that shows why your side wins.

Repeating the opening team's arguments in better words is not an extension, and judges will not credit it.

## Finding an extension

During the opening speeches, listen for what is missing. Which actors have not been discussed? Which clash has been assumed rather than argued? Which impact has been named but not explained? Keep a list, then choose the one that is most important to the outcome of the debate, not merely the most original.

## Protecting your extension

Name your extension clearly and early: "Our extension is about the effect on rural communities, which no one has yet analysed." Then make sure your whip speaker repeats it by name. Judges compare teams partly by asking who contributed the most important material, and a well-labelled extension is easy to credit.

## Working with your opening team

Your extension must be consistent with your opening team's case. You cannot contradict them; that is called knifing and it is heavily penalised. If you think their argument was weak, do not attack it; build something stronger beside it.

## Engaging with the whole debate

A closing team must still rebut. The best extensions are also responses: they show why the other side's case fails because of something no one has yet said. That combination of new material and engagement is what wins closing positions.`,
      writingPrompt:
        "The opening government on 'This house would make public transport free' argued it reduces emissions and helps low-income workers. Write an extension for closing government: name it, explain why it is new, and give its key analysis.",
      caseBuilderPrompt:
        "Plan a closing-half speech on 'This house would make public transport free': the gap you found in the opening half, your extension's title, and two steps of its analysis.",
      quiz: [
        {
          text: "What is an extension?",
          options: [
            "New analysis from a closing team that makes its side more persuasive",
            "Extra speaking time",
            "A repetition of the opening team's best argument",
            "A point of information from the closing half",
          ],
          correct: "New analysis from a closing team that makes its side more persuasive",
        },
        {
          text: "What is knifing?",
          options: [
            "Contradicting your own opening team",
            "Attacking the other side's model",
            "Offering many points of information",
            "Speaking over time",
          ],
          correct: "Contradicting your own opening team",
        },
        {
          text: "How should you choose among possible extensions?",
          options: [
            "Pick the one most important to the outcome of the debate",
            "Pick the most original, even if it is minor",
            "Pick the shortest",
            "Pick the one the opening team mentioned most",
          ],
          correct: "Pick the one most important to the outcome of the debate",
        },
      ],
    },
    {
      title: "Summary Speeches: Telling the Judge Who Won",
      level: "advanced",
      reading: `The last speeches of a debate, called whip speeches in British Parliamentary and reply or summary speeches in other formats, do not introduce new arguments. Their job is to tell the story of the debate so that the judge concludes your side won it. A great summary can turn a close debate.

## Organise by clash, not by speaker

Do not walk through the debate speech by speech. Instead, identify the two or three clashes the debate turned on and take them one at a time. For each clash, say what the question was, what each side argued, and why your side's answer is better. This mirrors how judges think when they decide.

## What to include in each clash

1. The question, phrased neutrally.
2. The other side's best material, stated fairly.
3. Why it fails: the rebuttal that answered it, or a short new response to it.
4. Your side's material, and why it stands.
5. Why this clash matters for the outcome.

Stating the other side's best material fairly makes your summary credible. Judges distrust summaries that pretend the other side said nothing.

## Weighing is the heart of it

Summaries are where weighing matters most. Even if you lost a clash, you can win the debate by showing that the clash you won matters more. Use the measures you already know: magnitude, scope, probability, reversibility and vulnerability.

## Crediting your team

In British Parliamentary, the closing whip must also show why their team's extension was the most important contribution on their side. Name it, show where it was decisive, and compare it with the opening team's material.

## The final thirty seconds

End with a short, confident conclusion that answers the central question of your frame: "This debate was about whether we protect those who cannot protect themselves. Only our side did." A clear final line is often the sentence the judge remembers as they write their decision.

## Practise

After any debate you watch, write a three-clash summary for each side. It is the fastest way to learn how judges decide.`,
      writingPrompt:
        "Think of a debate you have watched or taken part in. Write the outline of a summary speech for one side: two clashes, each with the question, both sides' best material, and why your side wins it.",
      quiz: [
        {
          text: "How should a summary speech be organised?",
          options: ["By clash", "Speech by speech", "By speaker's name", "Alphabetically by argument"],
          correct: "By clash",
        },
        {
          text: "Why state the other side's best material fairly?",
          options: ["It makes your summary credible to the judge", "The rules require it", "It fills time", "It concedes the debate"],
          correct: "It makes your summary credible to the judge",
        },
        {
          text: "You lost one clash but won another. How can you still win the debate?",
          options: [
            "Weigh: show the clash you won matters more",
            "Introduce a brand new argument",
            "Ignore the clash you lost",
            "Ask the judge to disregard it",
          ],
          correct: "Weigh: show the clash you won matters more",
        },
      ],
    },
  ],
};
