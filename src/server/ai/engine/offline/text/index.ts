// The offline text toolkit: one set of word, sentence, motion, claim and rebuttal readers shared by
// the coach, the debater and the judge, so all three read the same sentence the same way.
export * from "./claims";
export * from "./measures";
export * from "./motion";
export * from "./rebuttal";
export * from "./sentences";
export * from "./words";
