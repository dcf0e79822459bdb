import type { ReactNode } from "react";
import { Text, Textarea } from "@mantine/core";
import { wordCount } from "#shared/text.ts";

export function WordCount({ text, label = "words" }: { text: string; label?: string }) {
  const n = wordCount(text);
  return (
    <Text size="xs" c="dimmed" ta="right" mt={2} data-testid="word-count">
      {n} {n === 1 ? label.replace(/s$/, "") : label}
    </Text>
  );
}

/** A drill answer box with its word count underneath (the spec's whitespace-split count); takes a form's input props. */
export function AnswerField(props: {
  label: string;
  value?: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  description?: ReactNode;
  placeholder?: string;
  error?: ReactNode;
  required?: boolean;
  minRows?: number;
}) {
  return (
    <div>
      <Textarea
        label={props.label}
        description={props.description}
        placeholder={props.placeholder}
        value={props.value ?? ""}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        onBlur={props.onBlur}
        error={props.error}
        required={props.required}
        autosize
        minRows={props.minRows ?? 2}
        maxRows={12}
      />
      <WordCount text={props.value ?? ""} />
    </div>
  );
}
