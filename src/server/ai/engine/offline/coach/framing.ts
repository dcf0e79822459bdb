// Framing drill: a clear frame grounded in values and aimed at an audience, an accurate reading of
// the opponent's frame, limitations that actually bite, a reframe that shifts the question, and
// language, metaphor and story that carry one consistent message.
import type { FramingFeedbackRequest, FramingFeedbackResponse } from "#shared/drills/schemas.ts";
import { FRAMING_RUBRIC, mix, rewardsOf } from "#shared/rubrics/index.ts";
import { clamp, contentWords, overlap } from "#server/ai/engine/offline/text/index.ts";
import { framingLines } from "./examples";
import { analyseMotion } from "./motion";
import { readStance, sideName, quoteOf } from "./stance";
import {
  compose,
  dimsFor,
  overallFrom,
  concreteness,
  depth,
  applyCaps,
  gap,
  lengthFit,
  quote,
  relevance,
  relevanceFactor,
  score10,
  screen,
  statusGap,
  weighingLevel,
  type CoachOptions,
  type Gap,
  type Profile,
} from "./rubric";

const VALUES =
  /\b(freedom|liberty|safety|security|fair\w*|justice|health\w*|rights?|equal\w*|dignity|choice|responsib\w+|opportunit\w+|wellbeing|well-being|protect\w*|harm|community|future|trust|autonomy|democra\w+|privacy|family|prosperity|honest\w*|care|welfare|innocence|childhood|accountab\w+)\b/gi;
const SHIFT =
  /\b(real question|really about|not about|isn'?t about|rather than|instead|the question is|what matters|more than|the issue is|not .{1,40} but)\b/i;
const FIGURE = /\b(like|as if|as though|is a|are a|becomes? a|imagine|picture|think of)\b/i;

const valueCount = (p: Profile) => (p.text.match(VALUES) ?? []).length;
const STARTERS =
  /^(Imagine|Picture|Think|Meet|Consider|Take|The|A|An|This|That|Her|His|Their|She|He|They|When|Every|One|In|On|At|Last|Then|So|But|And|Now|It|If|We|You|I)$/;
/** A story is concrete when it names someone or somewhere, or gives an age, a time or a number. */
function storyDetails(text: string): number {
  const names = (text.match(/\b[A-Z][a-z]+\b/g) ?? []).filter((w) => !STARTERS.test(w)).length;
  const numbers = (
    text.match(
      /\b\d+\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\b/gi,
    ) ?? []
  ).length;
  return names + numbers;
}
const q = (p: Profile, f: (p: Profile) => number) => (p.status === "ok" ? f(p) : 0);

// What each dimension rewards, and how much, is the rubric's (shared/rubrics/framing.ts).
const FRAME = rewardsOf(FRAMING_RUBRIC, "frame_clarity");
const AUDIENCE = rewardsOf(FRAMING_RUBRIC, "audience_alignment");
const OPPONENT = rewardsOf(FRAMING_RUBRIC, "opponent_frame_accuracy");
const LIMITS = rewardsOf(FRAMING_RUBRIC, "limitation_exposure");
const REFRAME = rewardsOf(FRAMING_RUBRIC, "reframing_effectiveness");
const LANGUAGE = rewardsOf(FRAMING_RUBRIC, "language_power");
const CONSISTENCY = rewardsOf(FRAMING_RUBRIC, "consistency_reinforcement");

export function framingFeedback(req: FramingFeedbackRequest, opts: CoachOptions = {}): FramingFeedbackResponse {
  const info = analyseMotion(req.motion, opts.brief);
  const f = screen(
    {
      my_frame: req.my_frame,
      why_it_matters: req.why_it_matters,
      opponent_frame: req.opponent_frame,
      opponent_evidence: req.opponent_evidence,
      limitations: req.limitations,
      new_frame: req.new_frame,
      goal: req.goal,
      audience: req.audience,
      values: req.values,
      language: req.language,
      metaphor: req.metaphor,
      story: req.story,
    },
    info,
  );
  const distinct = (a: Profile, b: Profile) => (a.status === "ok" && b.status === "ok" ? 1 - overlap(a.cw, b.cw) * 0.6 : 0.5);

  const qFrame =
    q(
      f.my_frame,
      (p) =>
        (FRAME("frame length") * lengthFit(p.n, 15) +
          FRAME("frame relevance") * relevance(p.coverage, 0.35) +
          FRAME("frame values") * clamp(valueCount(p) / 2, 0, 1)) *
        (p.n > 70 ? FRAME("long frame") : 1),
    ) +
    FRAME("why it matters") * q(f.why_it_matters, (p) => mix(FRAME, "why", { length: lengthFit(p.n, 20), depth: depth(p, 1) }));
  const aud = f.audience.cw;
  const speaksTo = aud.length
    ? overlap(
        aud,
        [f.my_frame, f.why_it_matters, f.new_frame, f.language, f.story].flatMap((p) => p.cw),
      )
    : 0;
  const qAud =
    AUDIENCE("audience") * q(f.audience, (p) => lengthFit(p.n, 5)) +
    AUDIENCE("goal") * q(f.goal, (p) => lengthFit(p.n, 8)) +
    AUDIENCE("speaks to it") * relevance(speaksTo, 0.3) +
    AUDIENCE("values") * q(f.values, (p) => clamp(valueCount(p) / 2, 0.3, 1));
  const qOpp =
    q(
      f.opponent_frame,
      (p) =>
        OPPONENT("frame length") * lengthFit(p.n, 15) +
        OPPONENT("frame relevance") * relevance(p.coverage, 0.35) +
        OPPONENT("distinct from yours") * distinct(p, f.my_frame),
    ) +
    OPPONENT("evidence") *
      q(
        f.opponent_evidence,
        (p) => OPPONENT("evidence length") * lengthFit(p.n, 15) + OPPONENT("evidence concreteness") * concreteness(p, 3),
      );
  const hitsOpp = f.opponent_frame.cw.length ? overlap(f.opponent_frame.cw, f.limitations.cw) : 0;
  const qLim = q(f.limitations, (p) =>
    mix(LIMITS, "limits", {
      length: lengthFit(p.n, 30),
      "pushes back": clamp(p.rebuttal / 2, 0, 1),
      "hits their frame": relevance(hitsOpp, 0.25),
      depth: depth(p, 2),
    }),
  );
  const qNew = q(f.new_frame, (p) =>
    mix(REFRAME, "new frame", {
      length: lengthFit(p.n, 15),
      relevance: relevance(p.coverage, 0.35),
      distinct: distinct(p, f.opponent_frame),
      values: clamp(valueCount(p), 0, 1),
      shift: SHIFT.test(p.text) || weighingLevel(p, 1) > 0 ? 1 : 0,
    }),
  );
  const qLang =
    LANGUAGE("language") * q(f.language, (p) => lengthFit(p.n, 8)) +
    LANGUAGE("metaphor") *
      q(f.metaphor, (p) => LANGUAGE("metaphor length") * lengthFit(p.n, 8) + LANGUAGE("figure") * (FIGURE.test(p.text) ? 1 : 0)) +
    LANGUAGE("story") *
      q(
        f.story,
        (p) =>
          LANGUAGE("story length") * lengthFit(p.n, 35) +
          LANGUAGE("story details") * clamp(storyDetails(p.text) / 3, 0, 1) +
          LANGUAGE("story relevance") * relevance(p.coverage, 0.3),
      );
  const core = contentWords(req.values + " " + req.my_frame);
  const echoes = [f.new_frame, f.language, f.story, f.metaphor].filter((p) => p.status === "ok" && overlap(core, p.cw) > 0).length;
  // Echoing one thin phrase everywhere is not consistency, so the score scales with substance.
  const body = [f.my_frame, f.new_frame, f.language, f.metaphor, f.story].reduce((s, p) => s + lengthFit(p.n, 12), 0) / 5;
  const qCons =
    f.my_frame.status === "ok"
      ? mix(CONSISTENCY, "echo", {
          "key words": clamp(echoes / CONSISTENCY("echoes for full"), 0, 1),
          values: f.values.status === "ok" ? 1 : 0,
          "new frame": relevance(overlap(f.my_frame.cw, f.new_frame.cw), 0.2),
        }) *
        (CONSISTENCY("base") + (1 - CONSISTENCY("base")) * body)
      : 0;

  const all = Object.values(f)
    .map((p) => (p as Profile).text)
    .join(" ");
  const rf = relevanceFactor(all, info);

  const g = (label: string, p: Profile, ...extra: (Gap | false)[]) => {
    const s = statusGap(label, p);
    return s ? [s] : (extra.filter(Boolean) as Gap[]);
  };
  const dims = dimsFor(FRAMING_RUBRIC, {
    frame_clarity: {
      score: score10(qFrame * rf),
      praise: "Your frame is clear and rooted in a value.",
      gaps: g(
        "frame statement",
        f.my_frame,
        f.my_frame.coverage === 0 && gap("Your frame never mentions the motion's issue.", "Tie the frame to the motion in one sentence."),
        valueCount(f.my_frame) === 0 &&
          (f.values.status === "ok"
            ? gap(
                `Your frame does not use the values you listed (${quote(f.values.text, 6)}).`,
                "Put your first value into the frame sentence itself.",
              )
            : gap("Your frame names no value (safety, fairness, freedom…).", "Anchor the frame in one value your audience shares.")),
      ),
    },
    audience_alignment: {
      score: score10(qAud * rf),
      praise: "You speak to your audience's concerns.",
      gaps:
        f.audience.status !== "ok"
          ? [gap("You did not say who the audience is.", "Name the audience (judges, parents, voters…) and what they care about.")]
          : speaksTo === 0
            ? [gap("Nothing in your frame speaks to the audience you named.", "Use your audience's own concerns and words in the frame.")]
            : [],
    },
    opponent_frame_accuracy: {
      score: score10(qOpp * rf),
      praise: "You state the opponent's frame fairly and know its evidence.",
      gaps: g(
        "opponent frame",
        f.opponent_frame,
        f.opponent_evidence.status !== "ok" &&
          gap("You do not say what evidence the opponent's frame relies on.", "Note the evidence they will use, so you can answer it."),
      ),
    },
    limitation_exposure: {
      score: score10(qLim * rf),
      praise: "You expose what their frame leaves out.",
      gaps: g(
        "limitations",
        f.limitations,
        f.limitations.rebuttal === 0 &&
          gap(
            "Your limitations do not say what the opponent's frame ignores or gets wrong.",
            "Name what their frame ignores, assumes or overstates.",
          ),
        hitsOpp === 0 && gap("Your limitations are not aimed at the opponent's frame.", "Attack the opponent's frame as you stated it."),
      ),
    },
    reframing_effectiveness: {
      score: score10(qNew * rf),
      praise: "Your new frame shifts the question onto your ground.",
      gaps: g(
        "new frame",
        f.new_frame,
        !SHIFT.test(f.new_frame.text) &&
          gap(
            "The new frame does not shift the question; it restates a position.",
            "Use 'The real question is not X but Y' to move the debate.",
          ),
      ),
    },
    language_power: {
      score: score10(qLang * rf),
      praise: "Your language, metaphor and story are vivid.",
      gaps: [
        ...g("metaphor", f.metaphor),
        ...g(
          "story",
          f.story,
          storyDetails(f.story.text) === 0 &&
            gap(
              `Your story ${quote(f.story.text)} has no named person, place or number.`,
              "Tell the story of one named person in one specific moment.",
            ),
        ),
      ].slice(0, 2),
    },
    consistency_reinforcement: {
      score: score10(qCons * rf),
      praise: "Frame, values, language and story reinforce one message.",
      gaps:
        echoes < 2
          ? [
              gap(
                "Your frame's key idea is not echoed in the new frame, language or story.",
                "Repeat your core value and key words across frame, story and language.",
              ),
            ]
          : [],
    },
  });
  // The frame must argue the side the goal sets out to win.
  const goalSide = readStance(f.goal.text, info).lean;
  const frameText = [f.my_frame, f.why_it_matters, f.limitations, f.new_frame].map((p) => p.text).join(" ");
  const frameStance = readStance(frameText, info);
  const wrong =
    goalSide && frameStance.lean && frameStance.lean !== goalSide
      ? gap(
          `You argued the other side: your frame argues for ${sideName(frameStance.lean)}${frameStance.quote ? ` ("${quoteOf(frameStance.quote)}")` : ""}, but your goal is to win for the ${goalSide}.`,
          `Rewrite the frame for the ${goalSide} side, or change the goal.`,
          true,
        )
      : null;
  if (rf < 0.7) dims[0].gaps.unshift(gap("Most of this frame is not about the motion.", `Frame the motion itself: ${info.body}.`, true));
  const overall = applyCaps(dims, overallFrom(dims), rf, wrong);
  const { comments, improvements } = compose(dims, overall, opts, 3, wrong);
  const s = Object.fromEntries(dims.map((d) => [d.key, d.score])) as Record<string, number>;
  return {
    scores: {
      frame_clarity: s.frame_clarity,
      audience_alignment: s.audience_alignment,
      opponent_frame_accuracy: s.opponent_frame_accuracy,
      limitation_exposure: s.limitation_exposure,
      reframing_effectiveness: s.reframing_effectiveness,
      language_power: s.language_power,
      consistency_reinforcement: s.consistency_reinforcement,
      overall,
    },
    comments,
    suggested_lines: framingLines(info, req.my_frame, req.new_frame),
    tips: improvements.join(" ") || "Practise delivering the frame in one breath: short, value-led, repeatable.",
  };
}
