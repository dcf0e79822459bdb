import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { TEACHER_BRIEF_MESSAGES as B } from "#shared/messages/index.ts";
import { TEACHER_BRIEF, TYPED_MOTION } from "#tests/support/teacher-brief.ts";

// A teacher lets her class practise on her brief: she ticks the box on the brief's page and saves, and the
// student, told so on her class's page, opens the refutation drill on the motion from there: its AI
// argues the teacher's case.

const SHOTS = process.env.SHOTS_DIR;
// Both sides' first arguments in full, so the AI's argument comes from the brief whichever side it draws.
const [opp, ...rest] = TEACHER_BRIEF.opposition.arguments;
const BRIEF = {
  ...TEACHER_BRIEF,
  opposition: {
    arguments: [
      {
        ...opp,
        example: {
          kind: "illustration" as const,
          text: "Imagine a pupil who drops physics at fourteen after one bad year and finds at seventeen that engineering is closed to her.",
        },
      },
      ...rest,
    ],
  },
};
const CLAIM = { Government: BRIEF.proposition.arguments[0].claim, Opposition: BRIEF.opposition.arguments[0].claim };

test("a class practises on the teacher's brief once she lets it", async ({ teacher, student }) => {
  const made = await teacher.request.post("/api/classrooms", { data: { name: `Brief class ${Date.now()}` } });
  const { classroom } = (await made.json()) as { classroom: { id: string; code: string } };
  expect((await student.request.post("/api/classrooms/join", { data: { code: classroom.code } })).status()).toBe(200);
  const assigned = await teacher.request.post(`/api/classrooms/${classroom.id}/debates`, {
    data: { motion: TYPED_MOTION, side: "Opposition" },
  });
  const { assignment } = (await assigned.json()) as { assignment: { id: string } };
  const briefUrl = `/api/classrooms/${classroom.id}/debates/${assignment.id}/brief`;
  expect((await teacher.request.put(briefUrl, { data: { brief: BRIEF } })).status()).toBe(200);

  // The teacher ticks the box and saves.
  await teacher.goto(`/#/classrooms/${classroom.id}/debates/${assignment.id}/brief`);
  const practice = teacher.getByRole("checkbox", { name: B.practiceLabel });
  await expect(practice).not.toBeChecked();
  await practice.check();
  await teacher.getByRole("button", { name: B.save }).click();
  await expect(teacher.getByText(B.saved)).toBeVisible();
  await expectNoSeriousA11yViolations(teacher);
  if (SHOTS)
    for (const [w, h, n] of [
      [1280, 900, "desktop"],
      [390, 844, "phone"],
    ] as const) {
      await teacher.setViewportSize({ width: w, height: h });
      await teacher.screenshot({ path: `${SHOTS}/brief-practice-${n}.png`, fullPage: true });
    }
  await teacher.reload();
  await expect(teacher.getByRole("checkbox", { name: B.practiceLabel })).toBeChecked();
  // The class page says the brief is shared.
  await teacher.goto(`/#/classrooms/manage/${classroom.id}`);
  await expect(teacher.getByTestId("host-debate").filter({ hasText: TYPED_MOTION })).toContainText(B.practiceOn);

  // The student's refutation drill on that motion: the AI argues its side of the teacher's case.
  await student.goto(`/#/classrooms/student/${classroom.id}`);
  const shared = student.getByTestId("student-debate").getByTestId("brief-practice");
  await expect(shared).toContainText(B.practiceShared);
  if (SHOTS) await student.screenshot({ path: `${SHOTS}/brief-practice-student.png`, fullPage: true });
  await shared.getByRole("link", { name: "Refutation" }).click();
  await expect(student.getByRole("textbox", { name: "Motion", exact: true })).toHaveValue(TYPED_MOTION);
  const ai = (await student.getByTestId("side-ai-side").textContent())?.includes("Opposition") ? "Opposition" : "Government";
  await student.getByRole("button", { name: "Generate AI argument" }).click();
  await expect(student.getByRole("region", { name: /The AI's argument/ })).toContainText(CLAIM[ai]);
});
