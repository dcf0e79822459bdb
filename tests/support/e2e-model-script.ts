// What the scripted model answers in the browser tests on port 4181. One picker serves every call:
// streamed chats get the debate reply in pieces; JSON calls get an object shaped for the schema asked for.
import type { Step } from "./fake-llm";

export const SCRIPTED_MOTION = "This House would make public transport free for everyone.";
export const SCRIPTED_OPENING =
  "Scripted opening: as Government we support free public transport, because fares keep poorer families off the bus and cars clog our cities.";
export const SCRIPTED_REPLY =
  "Scripted reply from the model: you say fares fund the network, but congestion costs cities far more than the fares ever raise.";
export const SCRIPTED_REASON = "Scripted verdict: the student rebutted directly and weighed the clash, so the student wins this round.";

const byField: Record<string, unknown> = {
  motion: { motion: SCRIPTED_MOTION },
  opening: { opening: SCRIPTED_OPENING },
  winner: {
    winner: "user",
    reason: SCRIPTED_REASON,
    scores: { user: { matter: 7, manner: 6.5, method: 7 }, ai: { matter: 6, manner: 6, method: 5.5 } },
  },
};

/** Answers keyed by the whole set of a schema's fields, for shapes too common to pick by one field (lesson feedback, AI Suggest). */
const byShape: Record<string, unknown> = {
  "feedback+score": { feedback: "Scripted feedback: a clear position; add a concrete example and weigh it.", score: 72 },
};

function schemaFields(body: any): string[] {
  const props = body?.response_format?.json_schema?.schema?.properties;
  return props && typeof props === "object" ? Object.keys(props) : [];
}

export function scriptedModelAnswers(body: any): Step {
  if (body?.stream === true && !body?.response_format) {
    return { kind: "stream", chunks: SCRIPTED_REPLY.match(/\S+\s*/g) ?? [SCRIPTED_REPLY], delayMs: 15 };
  }
  const fields = schemaFields(body);
  const shape = [...fields].sort().join("+");
  if (shape in byShape) return { kind: "json", content: JSON.stringify(byShape[shape]) };
  const field = fields.find((f) => f in byField);
  return { kind: "json", content: JSON.stringify(field ? byField[field] : {}) };
}
