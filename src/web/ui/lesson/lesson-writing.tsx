import { Text, Textarea } from "@mantine/core";
import { WRITING_MAX } from "#shared/modules/rules.ts";
import { wordCount } from "#shared/text.ts";

/** A long answer with its prompt and a live word count (words split on whitespace). */
export function LessonWriting({
  label,
  prompt,
  value,
  onChange,
  testId,
  readOnly = false,
}: {
  label: string;
  prompt: string | null;
  value: string;
  onChange: (v: string) => void;
  testId: string;
  /** The work can no longer change (no attempt left, or locked): shown, not editable. */
  readOnly?: boolean;
}) {
  const words = wordCount(value);
  return (
    <>
      {prompt && <Text style={{ whiteSpace: "pre-wrap" }}>{prompt}</Text>}
      <Textarea
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        readOnly={readOnly}
        autosize
        minRows={6}
        maxRows={20}
        maxLength={WRITING_MAX}
        data-testid={testId}
        description={
          <span data-testid={`${testId}-count`}>
            {words} {words === 1 ? "word" : "words"}
          </span>
        }
        inputWrapperOrder={["label", "input", "description", "error"]}
      />
    </>
  );
}
