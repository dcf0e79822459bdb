import { useState } from "react";
import { Button, Card, Collapse, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { TEACHER_BRIEF_MESSAGES as B } from "#shared/messages/teacher-brief.ts";
import type { ArgumentDraft, Errors } from "./brief-draft";
import { BriefText } from "./brief-text";

/** One argument of a side: its claim first (required for the first), the rest behind "More", opened by itself when filled. */
export function ArgumentFields(p: {
  n: number;
  value: ArgumentDraft;
  onChange: (value: ArgumentDraft) => void;
  errors: Errors;
  /** "proposition.0": where this argument's messages are. */
  at: string;
}) {
  const a = p.value;
  const filled = !!(a.title || a.mechanism || a.example || a.impact || a.rebuttal);
  const errorBelow = ["title", "mechanism", "example", "source", "impact", "rebuttal"].some((f) => p.errors[`${p.at}.${f}`]);
  const [open, setOpen] = useState(filled);
  const shown = open || errorBelow;
  const set = (field: keyof ArgumentDraft) => (v: string) => p.onChange({ ...a, [field]: v });
  const err = (field: string) => p.errors[`${p.at}.${field}`];
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`brief-argument-${p.at}`}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {B.argument(p.n)}
        </Text>
        <BriefText part="claim" label={B.claimLabel} value={a.claim} onChange={set("claim")} error={err("claim")} required={p.n === 1} />
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen((o) => !o)}
          rightSection={shown ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
          aria-expanded={shown}
          // The label wraps on a phone rather than run out of the card.
          styles={{ root: { alignSelf: "flex-start", height: "auto", minHeight: 26 }, label: { whiteSpace: "normal", textAlign: "left" } }}
        >
          {B.moreFields}
        </Button>
        <Collapse expanded={shown}>
          <Stack gap="xs">
            <BriefText part="title" label={B.titleLabel} value={a.title} onChange={set("title")} error={err("title")} short />
            <BriefText part="mechanism" label={B.mechanismLabel} value={a.mechanism} onChange={set("mechanism")} error={err("mechanism")} />
            <div>
              <Text size="sm" fw={500} mb={4} id={`${p.at}-kind`}>
                {B.exampleKindLabel}
              </Text>
              <SegmentedControl
                aria-labelledby={`${p.at}-kind`}
                size="xs"
                value={a.exampleKind}
                onChange={(v) => p.onChange({ ...a, exampleKind: v as ArgumentDraft["exampleKind"] })}
                data={[
                  { value: "case", label: B.exampleCase },
                  { value: "illustration", label: B.exampleIllustration },
                ]}
              />
            </div>
            <BriefText part="example" label={B.exampleLabel} value={a.example} onChange={set("example")} error={err("example")} />
            {a.exampleKind === "case" && (
              <BriefText part="source" label={B.sourceLabel} value={a.source} onChange={set("source")} error={err("source")} short />
            )}
            <BriefText part="impact" label={B.impactLabel} value={a.impact} onChange={set("impact")} error={err("impact")} />
            <BriefText part="rebuttal" label={B.rebuttalLabel} value={a.rebuttal} onChange={set("rebuttal")} error={err("rebuttal")} />
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  );
}
