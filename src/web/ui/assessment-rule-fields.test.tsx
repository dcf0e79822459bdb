// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderUi } from "#web/test/render.tsx";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import type { AttemptLimit, RevealRule } from "#shared/classrooms/rules.ts";
import { AssessmentRuleFields } from "./assessment-rule-fields";

const fields = (reveal: RevealRule, attempts: AttemptLimit, lock = false) => (
  <AssessmentRuleFields
    idPrefix="t"
    reveal={reveal}
    attempts={attempts}
    lock={lock}
    onReveal={() => {}}
    onAttempts={() => {}}
    onLock={() => {}}
  />
);

describe("AssessmentRuleFields", () => {
  it("says the answers wait for the last attempt where the rule would show them with an attempt left", () => {
    const { unmount } = renderUi(fields("after_grading", "2"));
    expect(screen.getByTestId("answers-wait-note").textContent).toBe(C.answersWaitForLastAttempt);
    unmount();
    renderUi(fields("after_grading", "2", true));
    expect(screen.queryByTestId("answers-wait-note")).toBeNull();
  });
});
