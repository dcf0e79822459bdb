import { NumberInput, SegmentedControl, Switch, Textarea } from "@mantine/core";
import type { UserSettings } from "#shared/settings/schemas.ts";
import { useGroupForm } from "./use-group-form";
import { TabFrame } from "./tab-frame";
import { Field } from "./field";
import { AssessmentRuleFields } from "#web/ui/assessment-rule-fields.tsx";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";
import { levelForDifficulty } from "#shared/levels.ts";

const hourText = (h: unknown) => (typeof h === "number" && h >= 0 && h <= 23 ? `Due at ${String(h).padStart(2, "0")}:00.` : "");

/** Teacher: defaults for the lessons and assignments a teacher or admin creates (the server refuses this group to students). */
export function TeacherTab({ saved }: { saved: UserSettings["teacher"] }) {
  const { form, onSubmit, status, saving } = useGroupForm("teacher", saved);
  return (
    <TabFrame
      title="Teacher"
      description="Defaults for your classrooms, lessons and assignments."
      onSubmit={onSubmit}
      status={status}
      saving={saving}
    >
      <Switch
        label="Show class averages"
        description="Show each class's average score beside your students' scores."
        {...form.getInputProps("show_class_averages", { type: "checkbox" })}
      />
      <Field
        label="Default difficulty"
        id="teacher-difficulty"
        hint="The level pre-selected when you create a lesson, and of motions suggested to your classes."
      >
        <SegmentedControl
          id="teacher-difficulty"
          fullWidth
          data={(["easy", "mixed", "hard"] as const).map((value) => ({ value, label: LEVEL_LABEL[levelForDifficulty(value)] }))}
          {...form.getInputProps("auto_assign_difficulty")}
        />
      </Field>
      <Textarea
        label="Rubric template"
        description="The rubric AI Suggest works from when it drafts feedback for your students (up to 5000 characters)."
        autosize
        minRows={3}
        maxRows={10}
        maxLength={5000}
        {...form.getInputProps("rubric_template")}
      />
      <Switch
        label="Lock assignments after the deadline"
        description="Students can no longer submit an assigned lesson once its deadline has passed."
        {...form.getInputProps("auto_lock_after_deadline", { type: "checkbox" })}
      />
      <NumberInput
        maw={360}
        label="Default deadline hour"
        description={`The hour of the day (0–23) a new assignment is due. ${hourText(form.values.default_deadline_hour)}`}
        min={0}
        max={23}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        {...form.getInputProps("default_deadline_hour")}
      />
      <Field
        label="Assessment rules for new assignments"
        id="teacher-rules"
        hint="Each new assignment starts with these; you can change them per assignment on the class's page. They decide when students see the answers, whatever the students' own quiz setting."
      >
        <AssessmentRuleFields
          idPrefix="teacher-rules"
          reveal={form.values.default_reveal_answers}
          attempts={form.values.default_max_attempts}
          lock={form.values.default_lock_on_grade}
          onReveal={(v) => form.setFieldValue("default_reveal_answers", v)}
          onAttempts={(v) => form.setFieldValue("default_max_attempts", v)}
          onLock={(v) => form.setFieldValue("default_lock_on_grade", v)}
        />
      </Field>
    </TabFrame>
  );
}
