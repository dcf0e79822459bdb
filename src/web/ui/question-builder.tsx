import { useRef, useState, type KeyboardEvent } from "react";
import { ActionIcon, Alert, Button, Fieldset, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import {
  cleanQuestion,
  OPTION_TEXT_MAX,
  QUESTION_MAX_OPTIONS,
  QUESTION_OPTION_SLOTS,
  QUESTION_TEXT_MAX,
  QUIZ_MAX_QUESTIONS,
  questionProblem,
  type QuestionDraft,
  type QuestionProblem,
} from "#shared/quiz/draft.ts";
import { ADMIN_MESSAGES } from "#shared/messages/admin.ts";
import { QuestionList } from "./question-list";

interface Props {
  value: QuestionDraft[];
  onChange: (quiz: QuestionDraft[]) => void;
  /** The alert for a refused question: the admin's builder has one message for all problems, the teacher's one each. */
  problemMessage: (problem: QuestionProblem) => string;
}

const blankSlots = () => Array.from({ length: QUESTION_OPTION_SLOTS }, () => "");

/**
 * The question builder of both lesson builders: the questions added so far (each editable and
 * removable) and a form for one question. The right answer is kept as the slot it sits in while the
 * options are typed, and becomes that option's text when the question is added.
 */
export function QuestionBuilder({ value, onChange, problemMessage }: Props) {
  const [text, setText] = useState("");
  const [options, setOptions] = useState(blankSlots);
  const [correctSlot, setCorrectSlot] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [alert, setAlert] = useState("");
  const textRef = useRef<HTMLInputElement>(null);
  const full = editing === null && value.length >= QUIZ_MAX_QUESTIONS;

  const reset = () => {
    setText("");
    setOptions(blankSlots());
    setCorrectSlot(null);
    setEditing(null);
    setAlert("");
  };

  const save = () => {
    if (full) return;
    const q = cleanQuestion({ text, options, correct: correctSlot === null ? "" : (options[correctSlot] ?? "") });
    const problem = questionProblem(q);
    if (problem) return setAlert(problemMessage(problem));
    onChange(editing === null ? [...value, q] : value.map((old, i) => (i === editing ? q : old)));
    reset();
    textRef.current?.focus();
  };

  const edit = (i: number) => {
    const q = value[i];
    const slots = [...q.options, ...blankSlots()].slice(0, Math.max(QUESTION_OPTION_SLOTS, q.options.length));
    setText(q.text);
    setOptions(slots);
    setCorrectSlot(q.options.indexOf(q.correct) >= 0 ? q.options.indexOf(q.correct) : null);
    setEditing(i);
    setAlert("");
    textRef.current?.focus();
  };

  const remove = (i: number) => {
    onChange(value.filter((_, j) => j !== i));
    if (editing === i) reset();
    else if (editing !== null && editing > i) setEditing(editing - 1);
  };

  const setOption = (i: number, v: string) => setOptions((all) => all.map((o, j) => (j === i ? v : o)));
  const removeSlot = (i: number) => {
    setOptions((all) => all.filter((_, j) => j !== i));
    setCorrectSlot((c) => (c === null || c === i ? null : c > i ? c - 1 : c));
  };
  // The builder sits inside the lesson form: Enter adds the question instead of saving the lesson.
  const onEnter = (e: KeyboardEvent) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    save();
  };

  // The answer is offered once per distinct option text (a repeated option is refused on add anyway).
  const choices = options
    .map((o, i) => ({ slot: i, label: o.trim() }))
    .filter((c, i, all) => c.label && all.findIndex((d) => d.label === c.label) === i);

  return (
    <Stack gap="md">
      <QuestionList questions={value} onEdit={edit} onRemove={remove} />

      <Fieldset legend={editing === null ? "Add a question" : `Edit question ${editing + 1}`} radius="md">
        <Stack gap="sm">
          <TextInput
            ref={textRef}
            label="Question text"
            value={text}
            maxLength={QUESTION_TEXT_MAX}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={onEnter}
          />
          {options.map((o, i) => (
            <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={`Option ${i + 1}`}
                value={o}
                maxLength={OPTION_TEXT_MAX}
                onChange={(e) => setOption(i, e.currentTarget.value)}
                onKeyDown={onEnter}
                style={{ flex: 1 }}
              />
              {i >= QUESTION_OPTION_SLOTS - 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={2}
                  aria-label={`Remove option ${i + 1}`}
                  onClick={() => removeSlot(i)}
                >
                  <IconX size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
          {options.length < QUESTION_MAX_OPTIONS && (
            <Button
              type="button"
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              w="fit-content"
              onClick={() => setOptions([...options, ""])}
            >
              Add option
            </Button>
          )}
          <Radio.Group
            label="Correct answer"
            value={correctSlot === null ? null : String(correctSlot)}
            onChange={(v) => setCorrectSlot(Number(v))}
          >
            {choices.length === 0 ? (
              <Text size="sm" c="dimmed" mt={4}>
                Type the options, then choose the right one here.
              </Text>
            ) : (
              <Stack gap={6} mt={6}>
                {choices.map((c) => (
                  <Radio key={c.slot} value={String(c.slot)} label={c.label} />
                ))}
              </Stack>
            )}
          </Radio.Group>
          {alert && (
            <Alert color="red" role="alert" data-testid="question-alert">
              {alert}
            </Alert>
          )}
          {full && <Text size="sm">{ADMIN_MESSAGES.tooManyQuestions}</Text>}
          <Group gap="sm">
            <Button type="button" variant="light" leftSection={<IconPlus size={16} aria-hidden />} disabled={full} onClick={save}>
              {editing === null ? "Add question" : "Save question"}
            </Button>
            {editing !== null && (
              <Button type="button" variant="default" onClick={reset}>
                Cancel edit
              </Button>
            )}
          </Group>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
