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
