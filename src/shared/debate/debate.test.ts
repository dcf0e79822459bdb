import { describe, expect, it } from "vitest";
import { engineName, otherSide, sideFromPreference } from "./rules";
import { messageInput, startInput } from "./schemas";
import { AI_MESSAGES as M } from "#shared/messages/index.ts";
import { wordCount } from "#shared/text.ts";

describe("the debater's shared rules", () => {
  it("maps the default_side setting to a side, Opposition when unknown", () => {
    expect(sideFromPreference("gov")).toBe("Government");
    expect(sideFromPreference("opp")).toBe("Opposition");
    expect(sideFromPreference(undefined)).toBe("Opposition");
    expect(sideFromPreference("random", () => 0.1)).toBe("Government");
    expect(sideFromPreference("random", () => 0.9)).toBe("Opposition");
    expect(otherSide("Government")).toBe("Opposition");
  });

  it("counts words by whitespace", () => {
    expect(wordCount("")).toBe(0);
    expect(wordCount("   ")).toBe(0);
    expect(wordCount(" one  two\nthree\tfour ")).toBe(4);
  });

  it("validates motion, side and speech with the catalogue messages", () => {
    const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
    expect(first(startInput.safeParse({ motion: " ", side: "Government" }))).toBe(M.motionRequired);
    expect(first(startInput.safeParse({ motion: "x".repeat(301), side: "Government" }))).toBe(M.motionTooLong);
    expect(first(startInput.safeParse({ motion: "A motion", side: "gov" }))).toBe(M.sideRequired);
    expect(startInput.parse({ userId: 42, motion: "  A motion ", side: "Opposition" })).toMatchObject({
      motion: "A motion",
      side: "Opposition",
    });
    expect(first(messageInput.safeParse({ content: "" }))).toBe(M.speechRequired);
    expect(first(messageInput.safeParse({ content: "a".repeat(5001) }))).toBe(M.speechTooLong);
  });

  it("labels the engine: a badge for the offline coach, else the model's name", () => {
    expect(engineName("offline")).toEqual({ offline: true, label: "Offline coach" });
    expect(engineName("model:llama3.1:8b")).toEqual({ offline: false, label: "llama3.1:8b" });
  });
});
