import { Paper, Stack, Text } from "@mantine/core";
import { dimensionLabel } from "#shared/drills/rubric.ts";

// Saved inputs come back from a JSON column with their keys reordered; show them in the form's order.
const ORDER = [
  "side",
  "their_side",
  "our_side",
  "pael",
  "argument",
  "refutation",
  "actors",
  "vulnerable_actors",
  "clash",
  "terms",
  "how",
  "examples",
  "goal",
  "audience",
  "my_frame",
  "why_it_matters",
  "opponent_frame",
  "opponent_evidence",
  "limitations",
  "new_frame",
  "language",
  "metaphor",
  "story",
  "values",
  "name",
  "term",
  "definition",
  "characterization",
  "actor",
  "clash_text",
  "gov_argument",
  "opp_argument",
  "point",
  "analysis",
  "example",
  "link",
  "impact",
  "weighing",
];
const LABELS: Record<string, string> = {
  side: "Your side",
  their_side: "AI side",
  our_side: "Your side",
  pael: "Your argument",
  refutation: "Your refutation",
  vulnerable_actors: "Vulnerable actors",
  clash_text: "Clash",
  gov_argument: "Government argument",
  opp_argument: "Opposition argument",
  how: "How it works",
  my_frame: "My frame",
  opponent_frame: "Opponent's frame",
  opponent_evidence: "Opponent's evidence",
  impact: "Impact / link",
  characterization: "Characterization",
};
const rank = (k: string) => (ORDER.indexOf(k) === -1 ? ORDER.length : ORDER.indexOf(k));
const label = (k: string) => LABELS[k] ?? dimensionLabel(k);

function Value({ name, value }: { name: string; value: unknown }) {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value !== "object") {
    return (
      <div>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {String(value)}
        </Text>
      </div>
    );
  }
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v !== "object")) return <Value name={name} value={value.join(", ")} />;
    return (
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        {value.map((v, i) => (
          <Paper key={i} withBorder p="xs" radius="sm">
            <Fields data={v as Record<string, unknown>} />
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Paper withBorder p="xs" radius="sm">
        <Fields data={value as Record<string, unknown>} />
      </Paper>
    </Stack>
  );
}

function Fields({ data }: { data: Record<string, unknown> }) {
  const keys = Object.keys(data).sort((a, b) => rank(a) - rank(b));
  return (
    <Stack gap="xs">
      {keys.map((k) => (
        <Value key={k} name={label(k)} value={data[k]} />
      ))}
    </Stack>
  );
}

/** What the student sent, read back from a saved attempt. */
export function InputView({ kind, input }: { kind: string; input: Record<string, unknown> }) {
  const { motion: _motion, ...rest } = input ?? {};
  // The PAEL drill also stores its four sections joined into one text; the sections are enough.
  if (kind === "argument" && rest.pael) delete rest.argument;
  if (kind === "refutation" && rest.argument) {
    rest["AI argument"] = rest.argument;
    delete rest.argument;
  }
  return <Fields data={rest} />;
}
