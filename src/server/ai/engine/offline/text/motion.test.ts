// The one motion reader: direction, actor, action and object, for every frame.
import { describe, expect, it } from "vitest";
import { motionBody, parseMotion, readMotionParts } from "./motion";

describe("readMotionParts", () => {
  it.each([
    ["This House would ban private cars from city centres.", "would", "ban", "private cars"],
    ["THW make foreign aid conditional on respect for human rights", "would", "conditional", "foreign aid"],
    ["This House would make voting compulsory", "would", "compulsory", "voting"],
    ["This House regrets the commercialisation of space exploration", "regrets", "", "space exploration"],
    ["THBT online anonymity does more harm than good", "believes", "", "online anonymity"],
    ["This House supports the use of facial recognition technology by police", "supports", "", "facial recognition technology"],
    ["THO the death penalty", "opposes", "", "death penalty"],
    ["Homework does more harm than good", "other", "", "Homework"],
  ])("%s", (motion, direction, action, object) => {
    const r = readMotionParts(motion);
    expect(r.direction).toBe(direction);
    expect(r.action).toBe(action);
    expect(r.object.replace(/^the /i, "")).toBe(object);
  });

  it("keeps the actor of an actor motion out of the body", () => {
    const r = readMotionParts("This House, as a parent, would ban smartphones for children under 14.");
    expect(r).toMatchObject({ direction: "would", actor: "a parent", body: "ban smartphones for children under 14", action: "ban" });
  });

  it("is the reader behind both the coach's body and the debater's parse", () => {
    for (const m of ["THR the rise of influencers", "This House believes that zoos should be abolished.", "THW ban homework"]) {
      expect(parseMotion(m).proposal).toBe(motionBody(m));
    }
    expect(parseMotion("THR the rise of influencers").kind).toBe("regrets");
  });
});

describe("parseMotion's focus", () => {
  it.each([
    // What is given, not who gets it, when the gift is named in full.
    ["This House would give every citizen a free bus pass.", "free bus pass"],
    ["This House would give every town a public science centre.", "public science centre"],
    // A gift of one word is not enough to tell it from the recipient: the recipient stays.
    ["This House would give every refugee the right to work immediately.", "refugee"],
    // "the return of wolves" is about wolves, as "the rise of X" is about X.
    ["This House supports the return of wolves to the Scottish Highlands.", "wolves"],
    // Who acts is not what the debate is about.
    ["This House believes that we should separate art from the artist.", "art"],
    // "let X do Y": what the permitted act is about, never "let pupils choose one".
    ["This House would let pupils choose one school subject to drop at fourteen.", "one school subject"],
    ["This House would let cities set their own speed limits.", "speed limits"],
    ["This House would allow the police to use predictive algorithms to target patrols.", "predictive algorithms"],
    // …but the act itself when what follows the verb is a place, time or manner, or another group of people.
    ["This House would allow citizens to vote online.", "citizens voting online"],
    ["This House would allow students to vote at 16.", "students voting at 16"],
    ["This House would allow pupils to grade their teachers.", "pupils grading their teachers"],
    ["This House would let children play outside unsupervised.", "children playing outside unsupervised"],
    ["This House would allow athletes to compete for any country they choose.", "athletes competing for any country"],
  ])("%s", (motion, focus) => {
    expect(parseMotion(motion).focus).toBe(focus);
  });
});
