import { Group, NumberInput, Slider, Stack, Text } from "@mantine/core";
import { clampScore } from "#shared/modules/rules.ts";

/** A grade as typed: blank is no grade; anything else is rounded and clamped to 0–100. */
export function gradeOf(value: string | number): number | null {
  if (value === "" || value === null) return null;
  return clampScore(typeof value === "number" ? value : Number(value));
}

/** The grade as a number box and a slider that move together; blank means no grade (the slider then rests at 0, dimmed). */
export function GradeControl({ value, onChange }: { value: number | null; onChange: (grade: number | null) => void }) {
  return (
    <Stack gap={6}>
      <Group gap="md" align="flex-end" wrap="wrap">
        <NumberInput
          label="Grade (0–100)"
          description="Leave blank for no grade"
          value={value ?? ""}
          onChange={(v) => onChange(gradeOf(v))}
          min={0}
          max={100}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          w={160}
          data-testid="grade-input"
        />
        <Text size="sm" c="dimmed" pb={8} aria-live="polite" data-testid="grade-readout">
          {value === null ? "No grade" : `${value} / 100`}
        </Text>
      </Group>
      <Slider
        value={value ?? 0}
        onChange={onChange}
        min={0}
        max={100}
        step={1}
        label={(v) => `${v}`}
        color={value === null ? "gray" : undefined}
        marks={[
          { value: 0, label: "0" },
          { value: 50, label: "50" },
          { value: 100, label: "100" },
        ]}
        thumbLabel="Grade"
        mb="md"
        data-testid="grade-slider"
      />
    </Stack>
  );
}
