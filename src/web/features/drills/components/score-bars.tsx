import { Group, Progress, Stack, Text } from "@mantine/core";
import { dimensionLabel } from "#shared/drills/rubric.ts";

export interface ScoreItem {
  key: string;
  label?: string;
  value: number | null | undefined;
}

export const scoreColor = (v: number) => (v >= 7 ? "teal" : v >= 4 ? "orange" : "red");
const fmt = (v: number) => (Math.round(v * 10) / 10).toString();

/** One labelled bar for a score out of 10; read out as "6.8 out of 10", not Mantine's percent. */
export function ScoreBar({
  label,
  value,
  size = "md",
  strong = false,
}: {
  label: string;
  value: number | null | undefined;
  size?: "sm" | "md" | "lg" | "xl";
  strong?: boolean;
}) {
  const v = typeof value === "number" && Number.isFinite(value) ? Math.min(10, Math.max(0, value)) : null;
  return (
    <div>
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
        <Text size="sm" fw={strong ? 700 : 500}>
          {label}
        </Text>
        <Text size="sm" fw={strong ? 700 : 600} style={{ whiteSpace: "nowrap" }}>
          {v === null ? "—" : `${fmt(v)} / 10`}
        </Text>
      </Group>
      <Progress.Root size={size} aria-hidden={v === null ? true : undefined}>
        <Progress.Section
          value={(v ?? 0) * 10}
          color={v === null ? "gray" : scoreColor(v)}
          withAria={false}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={10}
          aria-valuenow={v ?? 0}
          aria-valuetext={v === null ? "not scored" : `${fmt(v)} out of 10`}
        />
      </Progress.Root>
    </div>
  );
}

/** The overall score first and larger, then each rubric dimension. */
export function ScoreBars({
  items,
  overall,
  overallLabel = "Overall",
}: {
  items: ScoreItem[];
  overall?: number | null;
  overallLabel?: string;
}) {
  return (
    <Stack gap="sm" data-testid="score-bars">
      {overall !== undefined && <ScoreBar label={overallLabel} value={overall} size="lg" strong />}
      {items.map((i) => (
        <ScoreBar key={i.key} label={i.label ?? dimensionLabel(i.key)} value={i.value} />
      ))}
    </Stack>
  );
}

/** The dimension scores of a score object, in the rubric's order. */
export function itemsOf(scores: Record<string, unknown> | null | undefined, keys: readonly string[]): ScoreItem[] {
  return keys.map((key) => ({ key, value: typeof scores?.[key] === "number" ? (scores[key] as number) : null }));
}
