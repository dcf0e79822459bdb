// Question-builder messages, word for word from the product spec.
export const QUIZ_MESSAGES = {
  enterQuestionText: "Enter the question text.",
  needTwoOptions: "Each question must have at least two options.",
  optionsUnique: "Options must be unique.",
  correctMustMatch: "Correct answer must exactly match one of the options.",
  missingText: (n: number) => `Question ${n} is missing text`,
  missingOptions: (n: number) => `Question ${n} must have at least two options`,
  duplicateOptions: (n: number) => `Question ${n} has duplicate options`,
  correctNotAnOption: (n: number) => `Question ${n} correct answer must match one of the options`,
  // Left open by the spec (the builder never offers a 6th option; the server still says why it refuses one).
  tooManyOptions: (n: number) => `Question ${n} can have at most 5 options`,
} as const;
