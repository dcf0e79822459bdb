export const scriptedModelAnswers = { kind: "json" as const, content: "{}" };
