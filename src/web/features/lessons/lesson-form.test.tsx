// @vitest-environment jsdom
// The lesson builder's page message for a failed check goes once the teacher fixes the form.
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { renderUi } from "#web/test/render.tsx";
import { LessonForm } from "./lesson-form";
import { emptyValues } from "./lesson-values";
import { LESSON_MESSAGES } from "#shared/messages/classrooms.ts";

describe("LessonForm", () => {
  it("shows 'Title is required' on Save with no title, and drops it once the title is typed", async () => {
    const user = userEvent.setup();
    renderUi(
      <MemoryRouter>
        <LessonForm initial={emptyValues("beginner")} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: /create lesson|save/i }));
    expect(screen.getByTestId("lesson-form-error").textContent).toBe(LESSON_MESSAGES.titleRequired);
    await user.type(screen.getByRole("textbox", { name: /title/i }), "Rebuttal basics");
    expect(screen.queryByTestId("lesson-form-error")).toBeNull();
  });
});
