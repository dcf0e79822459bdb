import type { SeedModule } from "./types";

export const foundations: SeedModule = {
  name: "Foundations of a Speech",
  description:
    "Start here. How a debate speech is built from the first sentence to the last: structure, signposting, and the PAEL shape that turns a claim into an argument a judge can credit.",
  isPublic: true,
  lessons: [
    {
      title: "The Structure of a Speech",
      level: "beginner",
      reading: `A judge can only reward what they can follow. The most common reason a good idea scores badly is not that it was wrong but that it was lost: it arrived in the middle of a paragraph, without a label, and the judge never wrote it down. Structure is how you make sure every idea you have lands on the judge's page.

## The four parts of a speech

Almost every competitive speech, whatever the format, has the same skeleton:

1. An introduction of two or three sentences that tells the room why this debate matters and which side of it you are on.
2. A roadmap: one sentence that lists what you will do, in order. For example: "First I will rebut their claim about jobs, then I will give two arguments: one on safety and one on fairness."
3. The body: rebuttal (if you are not the first speaker) and then your own arguments, each one clearly separated from the next.
4. A conclusion that repeats your strongest point and tells the judge why your side has won so far.

## Signposting

Signposting means saying out loud where you are in the speech. Phrases like "my first argument is", "moving on to rebuttal", and "this matters because" cost a second each and save the judge from guessing. Number your arguments and give each one a short title the judge can write down, such as "Argument two: the burden on small schools". When you come back to a point later, use the same title, so the judge connects the two moments.

## Time

Plan your time before you stand up. A seven-minute speech might spend one minute on the introduction and roadmap, two minutes on rebuttal, three and a half minutes on two arguments, and thirty seconds on the conclusion. Keep a watch or timer visible. If you run short on time, cut an example rather than your conclusion: the conclusion is where you tell the judge what to take away.

## What good structure sounds like

Good structure is not robotic. It sounds like a person guiding the listener: here is where we are going, here is the first stop, here is why it matters, and here is where we have arrived. Practise by giving a one-minute speech on any everyday topic with a roadmap, two labelled points and a conclusion. When that feels natural, the same shape will carry a full speech.`,
      writingPrompt:
        "Write the opening of a speech for the motion 'This house would ban homework in primary schools': an introduction of two or three sentences, a one-sentence roadmap, and the titles of your two arguments.",
      quiz: [
        {
          text: "What is the purpose of a roadmap?",
          options: [
            "To tell the judge, in one sentence, what the speech will cover and in what order",
            "To summarise the opponent's whole case",
            "To give the definition of the motion",
            "To thank the chair and the audience",
          ],
          correct: "To tell the judge, in one sentence, what the speech will cover and in what order",
        },
        {
          text: "Which of these is an example of signposting?",
          options: ['"Moving on to my second argument, on fairness..."', "Speaking more slowly", "Using a statistic", "Making eye contact"],
          correct: '"Moving on to my second argument, on fairness..."',
        },
        {
          text: "You are running out of time. According to the lesson, what should you cut first?",
          options: ["An example", "The conclusion", "Your rebuttal", "The roadmap you already gave"],
          correct: "An example",
        },
      ],
    },
    {
      title: "PAEL: Point, Analysis, Example, Link",
      level: "beginner",
      reading: `A claim is not an argument. "School uniforms are good" is a claim; a judge has no reason to believe it yet. PAEL is a simple shape that turns a claim into an argument by adding the reasons, the proof and the relevance. It stands for Point, Analysis, Example and Link.

## Point

The point is your claim in one clear sentence, stated at the start so the judge knows what you are proving. A good point is specific. "Uniforms reduce bullying based on wealth" is better than "uniforms help students", because it tells the judge exactly what the next minute will prove.

## Analysis

Analysis is the chain of reasoning that explains why the point is true. This is where most of your time should go. Ask yourself "why?" and "so what?" repeatedly. Why would uniforms reduce wealth-based bullying? Because clothing is one of the most visible signs of family income. Because teenagers are highly sensitive to status. Because when everyone wears the same clothes, that signal disappears from the classroom. Each step should follow from the last, and a judge should be able to repeat the chain back to you.

## Example

The example shows that your reasoning matches the real world. It can be a case study, a statistic, a historical event, or a realistic illustration. The best examples are specific and relevant: a study from one school district is stronger than "many people say". An example supports your analysis; it never replaces it. If you only have an example, the opponent will simply say it is an exception.

## Link

The link ties the argument back to the motion and to your side. It answers the judge's last question: why does this mean we should vote for you? "Because uniforms remove one of the main triggers for bullying, students are safer and more able to learn, which is why we propose this motion."

## Common mistakes

- Giving a point and an example with no analysis in between.
- Stating a link that repeats the point instead of connecting it to the motion.
- Packing three different points into one PAEL, so none of them is fully explained.

Practise PAEL on small claims first. When each letter becomes a habit, you will find your arguments are longer, deeper and much harder to rebut.`,
      writingPrompt:
        "Write one full PAEL argument for the motion 'This house would make voting compulsory'. Label each part: Point, Analysis, Example, Link.",
      caseBuilderPrompt:
        "Build a case for the motion 'This house would make voting compulsory': list two points, and for each one the key step of analysis and one example you would use.",
      quiz: [
        {
          text: "Which part of PAEL should usually take the most time?",
          options: ["Point", "Analysis", "Example", "Link"],
          correct: "Analysis",
        },
        {
          text: "What does the Link do?",
          options: [
            "It ties the argument back to the motion and explains why it means your side should win",
            "It repeats the point in different words",
            "It introduces the next speaker",
            "It gives a second example",
          ],
          correct: "It ties the argument back to the motion and explains why it means your side should win",
        },
        {
          text: "Why is an example alone not enough?",
          options: [
            "The opponent can call it an exception unless analysis shows why it generalises",
            "Judges are not allowed to consider examples",
            "Examples always take too long",
            "Examples must come before the point",
          ],
          correct: "The opponent can call it an exception unless analysis shows why it generalises",
        },
      ],
    },
    {
      title: "Deep Analysis: Building the Chain",
      level: "beginner",
      reading: `Analysis is the part of an argument that does the persuading. Two debaters can make the same point, and the one who explains it more carefully will win the exchange almost every time. This lesson gives you tools to make your analysis deeper.

## The "why" ladder

Write your point at the top of a page. Under it, answer the question "why is this true?" Then ask "why?" about your answer, and again about that answer. Three rungs are usually enough. For example:

1. A sugar tax will reduce childhood obesity.
2. Why? Because it raises the price of sugary drinks relative to healthier ones.
3. Why does price matter? Because children and teenagers have small budgets and are very sensitive to price.
4. Why does that reduce obesity? Because sugary drinks are one of the largest sources of empty calories in young people's diets.

Each rung is a step the opponent must attack, and each rung you explain is one the judge no longer has to assume.

## Mechanisms

A mechanism is the how of an argument: the process by which your policy or idea causes its effect. Judges distrust arguments where the effect simply appears. "Banning phones improves grades" is weak; "banning phones removes the constant interruption of notifications, so students can sustain attention through a lesson" is strong, because it names the mechanism.

## Assumptions

Every argument rests on assumptions. Find yours before your opponent does. If your argument assumes that people will comply with a law, say why they will. If it assumes a government has money to fund something, show where the money comes from. Answering the obvious objection in advance is called pre-empting, and it makes your analysis look thorough.

## Impact

The final step of analysis is the impact: why the outcome matters. Fewer calories matters because obesity shortens lives and costs health systems money. Always carry your chain all the way to something a reasonable person cares about: health, freedom, safety, fairness or wellbeing.

## Checking your analysis

Read your argument and ask: could a smart person who disagrees point to a gap between two steps? If yes, fill the gap. Could they say "so what"? If yes, add the impact. Analysis that survives these two questions is analysis a judge will credit.`,
      writingPrompt:
        "Take the claim 'Public libraries should stay open twenty-four hours a day' and write a 'why' ladder of at least three rungs, then name the mechanism and the impact.",
      quiz: [
        {
          text: "What is a mechanism in an argument?",
          options: [
            "The process by which a policy or idea causes its effect",
            "The statistic that proves the argument",
            "The order in which speakers talk",
            "A rule of the debate format",
          ],
          correct: "The process by which a policy or idea causes its effect",
        },
        {
          text: "What is pre-empting?",
          options: [
            "Answering an obvious objection before the opponent raises it",
            "Interrupting the opponent's speech",
            "Speaking before your turn",
            "Repeating your argument at the end",
          ],
          correct: "Answering an obvious objection before the opponent raises it",
        },
        {
          text: "Which question checks whether your argument has an impact?",
          options: ['"So what?"', '"Who spoke first?"', '"How long did I speak?"', '"Is this the roadmap?"'],
          correct: '"So what?"',
        },
      ],
    },
    {
      title: "Examples and Evidence",
      level: "beginner",
      reading: `Examples turn an abstract argument into something a judge can picture. Used well, they make your analysis feel real. Used badly, they waste time or invite easy rebuttal. This lesson covers how to choose and use them.

## Kinds of evidence

- Statistics: numbers that show scale, such as the share of households without internet access.
- Case studies: a real country, city, company or school that tried something and what happened.
- Historical events: a moment from the past that shows a pattern.
- Expert consensus: what the people who study a field mostly agree on.
- Illustrations: a realistic, clearly hypothetical story of one person, used to make a mechanism vivid.

In most debate formats you cannot look things up during the round, so you rely on what you know. That is fine. A judge does not expect footnotes; they expect examples that are plausible, relevant and used honestly.

## Choosing a good example

A good example matches your analysis closely. If your argument is about teenagers and price, an example about adult smokers is weaker than one about a sugar tax in a country where teen soda consumption fell. Ask three questions: is it relevant to this exact mechanism, is it well known enough to be believed, and is it recent or typical enough to apply here?

## Using it well

Introduce the example after your analysis, not before. Then explain what it shows: "This matters because it shows that even a small price rise changed what young people bought." An example without that sentence leaves the judge to do the work, and they may draw a different conclusion from the one you want.

## Avoiding traps

- Do not invent statistics. If you are unsure of a number, speak in general terms: "a large majority", "roughly half".
- Do not rely on one example for a sweeping claim. Say why it is typical.
- Be ready for the counter-example. If your opponent names a case that went the other way, explain why it is different: a different context, a badly designed policy, or an exceptional event.

## Illustrations

When you lack hard evidence, a careful illustration can still help. "Picture a student who works evenings to support her family..." makes the mechanism concrete. Keep illustrations realistic and short, and never present them as facts.`,
      writingPrompt:
        "For the claim 'Four-day school weeks improve student wellbeing', write one example or illustration and two sentences explaining exactly what it proves.",
      quiz: [
        {
          text: "Where should an example usually go in an argument?",
          options: ["After the analysis it supports", "Before the point", "Only in the conclusion", "In the roadmap"],
          correct: "After the analysis it supports",
        },
        {
          text: "You are not sure of an exact statistic. What should you do?",
          options: [
            "Speak in general terms such as 'roughly half'",
            "Invent a precise number to sound confident",
            "Leave the argument out entirely",
            "Ask the judge for the number",
          ],
          correct: "Speak in general terms such as 'roughly half'",
        },
        {
          text: "Your opponent gives a counter-example. What is a good response?",
          options: [
            "Explain why their case is different, for example a different context or a badly designed policy",
            "Ignore it completely",
            "Say that examples do not count",
            "Give up the argument",
          ],
          correct: "Explain why their case is different, for example a different context or a badly designed policy",
        },
      ],
    },
  ],
};
