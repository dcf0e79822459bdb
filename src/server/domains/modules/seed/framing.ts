import type { SeedModule } from "./types";

export const framing: SeedModule = {
  name: "Framing and Modeling",
  description:
    "Decide what the debate is about before it starts: define the motion with a clear model, set the frame the judge uses, and take the frame back when the other side sets it first.",
  isPublic: true,
  lessons: [
    {
      title: "Framing: Setting the Lens",
      level: "intermediate",
      reading: `Two teams can describe the same policy in completely different ways. A ban on junk food advertising to children can be framed as protecting children from manipulation, or as the state deciding what families may see. Neither description is false. A frame is the lens through which the judge views the debate, and whichever frame the judge adopts shapes which arguments seem important.

## What a frame does

A frame answers the question "what is this debate really about?" It tells the judge which values are at stake, which actors matter most, and what a good outcome looks like. If the judge accepts your frame, your arguments feel central and the other side's feel like side issues.

## Building a frame

A strong frame usually has four parts:

1. A central question: "This debate is about whether children can make free choices in a market designed to exploit them."
2. A value: protection, freedom, fairness, dignity, safety or something similar.
3. A key actor: the person whose experience the judge should keep in mind.
4. A test: how the judge should decide, for example "the side that better protects those who cannot protect themselves should win".

## Language and story

Frames are carried by language. The words you choose, such as "protect" or "control", "investment" or "spending", quietly push the judge toward a reading. A short story or a metaphor can make a frame memorable: a child scrolling through an endless feed of adverts says more than a statistic. Use the same key phrases in every speech so your team sounds united.

## Setting the frame early

The first speaker on each side has the best chance to set the frame, and should do so in the first minute. Later speakers should reinforce it by explaining how each argument and rebuttal fits the frame.

## Honest framing

A frame must be fair to the motion. A frame that ignores the obvious heart of the debate will be seen as evasive and the judge will reject it. The best frames are ones the other side finds hard to deny, because they describe something genuinely at stake.`,
      writingPrompt:
        "For the motion 'This house would ban junk food advertising aimed at children', write a frame for either side with all four parts: central question, value, key actor and test.",
      caseBuilderPrompt:
        "Plan your framing for the motion 'This house would ban junk food advertising aimed at children': your frame in one sentence, three key phrases you will repeat, and one short story or metaphor.",
      quiz: [
        {
          text: "What does a frame answer?",
          options: ["What is this debate really about?", "Who speaks first?", "How long is each speech?", "Which statistic is correct?"],
          correct: "What is this debate really about?",
        },
        {
          text: "Which of these is part of a strong frame, according to the lesson?",
          options: [
            "A test for how the judge should decide",
            "A list of every actor",
            "A definition of every word in the motion",
            "A point of information",
          ],
          correct: "A test for how the judge should decide",
        },
        {
          text: "Why should a frame be fair to the motion?",
          options: [
            "A frame that ignores the heart of the debate looks evasive and the judge rejects it",
            "The rules require the opposition to agree with it",
            "Fair frames are shorter",
            "Judges only accept frames from the first speaker",
          ],
          correct: "A frame that ignores the heart of the debate looks evasive and the judge rejects it",
        },
      ],
    },
    {
      title: "Reframing: Taking the Debate Back",
      level: "advanced",
      reading: `Sometimes the other side sets the frame first, and sets it well. If you simply argue inside their frame, you are playing on their ground. Reframing is the skill of diagnosing the opponent's frame, exposing its limits and offering a better one that the judge can adopt instead.

## Step one: diagnose

Say clearly what their frame is, in fair terms. "The proposition wants you to see this debate as a question of public health." Stating it fairly shows the judge you understood it, and it makes your next step more credible.

## Step two: expose the limits

Every frame leaves something out. Show what theirs ignores and why that matters:

- It ignores an actor: "Their frame never asks about the parents who will pay more."
- It ignores a value: "It treats health as the only value, but the debate is also about who decides."
- It assumes the answer: "It asks whether the policy is good for health and assumes the policy works."
- It is too narrow in time: "It looks at the first year, but the harms appear over a decade."

## Step three: shift

Offer your frame as the better lens: one that includes what theirs covered and adds what it missed. "The real question is not whether health matters, because we agree it does. It is whether this policy is the best way to protect it, and at what cost to the families it targets." A reframe that absorbs the other side's concern is much harder to resist than one that dismisses it.

## Step four: reinforce

After reframing, connect each of your arguments and rebuttals to the new frame. Repeat your key phrases. If your partner speaks after you, agree in preparation on the exact sentence you will both use.

## When not to reframe

If the opponent's frame is fair and you can win inside it, do so. Reframing takes time and can look evasive if the original frame was reasonable. Use it when their frame genuinely distorts the debate or when you cannot win the debate on their terms.`,
      writingPrompt:
        "The opposition frames the motion 'This house would introduce a tax on meat' as 'the government telling people what to eat'. Write a reframe for the proposition in the four steps: diagnose, expose, shift, reinforce.",
      quiz: [
        {
          text: "What is the first step of reframing?",
          options: [
            "Diagnose the opponent's frame and state it fairly",
            "Ignore the opponent's frame",
            "Give your own frame immediately",
            "Ask a point of information",
          ],
          correct: "Diagnose the opponent's frame and state it fairly",
        },
        {
          text: "Why is a reframe that absorbs the other side's concern effective?",
          options: [
            "It includes what their frame covered and adds what it missed, so it is hard to resist",
            "It makes the speech shorter",
            "It avoids all disagreement",
            "It forces the judge to ignore the other side",
          ],
          correct: "It includes what their frame covered and adds what it missed, so it is hard to resist",
        },
        {
          text: "When might you choose not to reframe?",
          options: [
            "When the opponent's frame is fair and you can win inside it",
            "When you are the last speaker",
            "Whenever the opponent spoke first",
            "When you have examples",
          ],
          correct: "When the opponent's frame is fair and you can win inside it",
        },
      ],
    },
    {
      title: "Modeling: Defining the Motion",
      level: "advanced",
      reading: `A motion such as "This house would legalise recreational cannabis" leaves many questions open. Legal for whom? Sold where? Taxed how? The proposition's first speaker answers these questions with a model: a short, clear description of exactly what the proposition will do. A good model makes the debate fair and focused; a bad one invites confusion and attack.

## What a model contains

- Definitions of the key terms in the motion, in plain language.
- The mechanism: what the policy is and how it will be carried out, for example licensed shops, an age limit of 21, and a tax rate.
- The scope: where and to whom it applies, for example "countries in the developed world with existing regulation of alcohol".
- Exceptions or limits that keep the policy sensible.

Only include details that matter for the debate. A model is not a legal text; it is a way to fix the terms of the discussion.

## Rules for fair modeling

A model must be reasonable. You may not define the motion in a way that leaves the other side nothing to argue ("squirrelling"), or narrow it to a special case that was obviously not intended. The test is whether an average, reasonable person reading the motion would recognise your model as a fair reading of it.

## Using the model strategically

Within fair limits, the model is a strategic choice. Adding an age limit or a strict licensing system removes some of the opposition's strongest arguments before they are made. Choosing where the policy applies can put the debate in the context where your side is strongest. But every detail you add must be defended, so keep the model as simple as possible.

## Opposition responses

The opposition usually accepts a reasonable model and argues against it. If the model is unfair, they can challenge it briefly and explain what the fair debate would be, but they should still engage with the proposition's case wherever possible. An opposition can also propose a counter-model in some motions, which is covered in the next lesson.

## Presenting the model

Present the model clearly and early, in the first two minutes of the first speech, and number its parts so the judge can write them down. Then move quickly to your arguments.`,
      writingPrompt:
        "Write a model for the motion 'This house would legalise recreational cannabis': definitions, mechanism, scope and at least one limit. Keep it under 150 words.",
      caseBuilderPrompt:
        "Build a proposition case for 'This house would legalise recreational cannabis': your model in three numbered parts, then two arguments that the model makes stronger.",
      quiz: [
        {
          text: "What is squirrelling?",
          options: [
            "Defining the motion so the other side has nothing reasonable to argue",
            "Giving a very long model",
            "Accepting the opponent's model",
            "Offering a point of information during the model",
          ],
          correct: "Defining the motion so the other side has nothing reasonable to argue",
        },
        {
          text: "What is the test for a fair model?",
          options: [
            "Whether a reasonable person reading the motion would see it as a fair reading",
            "Whether the opposition agrees with it",
            "Whether it includes a statistic",
            "Whether it is longer than two minutes",
          ],
          correct: "Whether a reasonable person reading the motion would see it as a fair reading",
        },
        {
          text: "Why keep a model as simple as possible?",
          options: [
            "Every detail you add must be defended",
            "Judges dislike definitions",
            "Models are not allowed to have limits",
            "The opposition must write the rest",
          ],
          correct: "Every detail you add must be defended",
        },
      ],
    },
    {
      title: "Burdens and Counter-Models",
      level: "advanced",
      reading: `Every side in a debate carries burdens: the things it must prove to win. Knowing your burdens, and those of the other side, keeps you from wasting time on what does not matter and from missing what does.

## The proposition's burden

On a policy motion, the proposition generally must show that the change is better than the current situation, often called the status quo. They do not have to show it is perfect, only that it is better overall. On a value motion, such as "This house believes that art should be free", they must show that the claim is true in general, not in every case.

## The opposition's options

The opposition has more choices than simply defending things as they are:

1. Defend the status quo: argue that the current situation is better than the proposition's change.
2. Offer a counter-model: propose a different solution to the same problem, and argue it is better than the proposition's policy.
3. Attack the proposition's model alone: show its policy causes more harm than good, without committing to an alternative.

A counter-model is powerful when the problem the proposition describes is real and hard to deny. Instead of arguing that the problem does not exist, the opposition accepts it and offers a smarter response. But a counter-model must be mutually exclusive with the proposition's policy: if both could be done at once, it is no reason to reject the motion.

## Burdens you create

What you say can add to your burden. If the proposition claims their policy will "end" a problem, they now must prove that, not merely that it will help. Claim what you can prove, and watch for the other side overclaiming, then hold them to it.

## Comparative burdens

Most burdens are comparative. The question is rarely "is this policy good?" but "is it better than the alternative on the table?" State the comparison explicitly in every speech: "Compare our world, with licensed regulation, to theirs, where the market stays in criminal hands."

## Using burdens in summary

In the final speeches, remind the judge what each side needed to prove and show which side met its burden. This is one of the clearest ways to end a debate.`,
      writingPrompt:
        "The proposition on 'This house would ban smartphones in secondary schools' argues that phones harm concentration. Write an opposition counter-model that accepts the problem, and explain why it is mutually exclusive with a ban and better than it.",
      quiz: [
        {
          text: "On a policy motion, what must the proposition usually show?",
          options: [
            "That the change is better than the status quo overall",
            "That the change is perfect",
            "That the opposition's arguments are all false",
            "That the motion is popular",
          ],
          correct: "That the change is better than the status quo overall",
        },
        {
          text: "Why must a counter-model be mutually exclusive with the proposition's policy?",
          options: [
            "If both could be done at once, it is no reason to reject the motion",
            "Because the rules ban similar policies",
            "Because counter-models must be shorter",
            "Because the judge cannot compare them otherwise",
          ],
          correct: "If both could be done at once, it is no reason to reject the motion",
        },
        {
          text: "A team claims its policy will 'end' a problem. What has happened?",
          options: [
            "It has added to its own burden and must now prove the problem ends",
            "It has won the debate",
            "It has made a counter-model",
            "It has conceded the debate",
          ],
          correct: "It has added to its own burden and must now prove the problem ends",
        },
      ],
    },
  ],
};
