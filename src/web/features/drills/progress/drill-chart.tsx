import { useState } from "react";
import { LineChart } from "@mantine/charts";
// The charts' styles load with the only page that draws a chart, not with the first page.
import "@mantine/charts/styles.css";
import { ColorSwatch, Group, NativeSelect, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { DRILL_DIMENSIONS, DRILL_KINDS, dimensionLabel, type DrillKind } from "#shared/drills/rubric.ts";
import type { AttemptSummary, TrainingProgress } from "#shared/drills/progress.ts";
import { DRILLS } from "#web/features/drills/drills.ts";
import { fmtScore, formatWhen } from "./format";

const COLORS = ["teal.7", "orange.7", "grape.7", "cyan.7", "red.7", "lime.8", "pink.7"];

/** One drill's overall score and each rubric dimension over time. */
export function DrillChart({ progress }: { progress: TrainingProgress }) {
  const tried = DRILL_KINDS.filter((k) => progress.drills[k].count > 0);
  const [picked, setPicked] = useState<DrillKind | null>(null);
  const kind = picked ?? progress.attempts.at(-1)?.drill ?? tried[0] ?? "argument";
  const attempts: AttemptSummary[] = progress.attempts.filter((a) => a.drill === kind);
  const dims = DRILL_DIMENSIONS[kind];
  const data = attempts.map((a, i) => ({ attempt: `#${i + 1}`, overall: a.overall, ...a.dimensions }));
  const series = [
    { name: "overall", label: "Overall", color: "indigo.8" },
    ...dims.map((d, i) => ({ name: d, label: dimensionLabel(d), color: COLORS[i % COLORS.length] })),
  ];
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="chart-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="chart-title">
          Scores over time
        </Title>
        {/* The browser's own select: the custom one would bring a popover library to this page for one list. */}
        <NativeSelect
          label="Drill"
          maw={320}
          value={kind}
          data={DRILL_KINDS.map((k) => ({ value: k, label: `${DRILLS[k].title} (${progress.drills[k].count})` }))}
          onChange={(e) => setPicked(e.currentTarget.value as DrillKind)}
        />
        {attempts.length === 0 ? (
          <Text c="dimmed">No {DRILLS[kind].title} attempts yet.</Text>
        ) : (
          <>
            <div
              role="img"
              aria-label={`${DRILLS[kind].title}: overall and rubric scores for ${attempts.length} attempts, out of 10`}
              data-testid="progress-chart"
            >
              <LineChart
                h={300}
                data={data}
                dataKey="attempt"
                series={series}
                curveType="linear"
                connectNulls
                yAxisProps={{ domain: [0, 10], ticks: [0, 2, 4, 6, 8, 10] }}
                xAxisLabel="Attempt"
                valueFormatter={fmtScore}
              />
            </div>
            {/* Our own legend wraps on a phone; the chart's built-in one has a fixed height and overflows. */}
            <Group gap="md" style={{ rowGap: 4 }} aria-hidden>
              {series.map((s) => (
                <Group key={s.name} gap={6} wrap="nowrap">
                  <ColorSwatch size={12} color={`var(--mantine-color-${s.color.replace(".", "-")})`} withShadow={false} />
                  <Text size="xs">{s.label}</Text>
                </Group>
              ))}
            </Group>
            <VisuallyHidden>
              <table>
                <caption>{DRILLS[kind].title} scores by attempt</caption>
                <thead>
                  <tr>
                    <th>Attempt</th>
                    <th>Overall</th>
                    {dims.map((d) => (
                      <th key={d}>{dimensionLabel(d)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {attempts.map((a, i) => (
                    <tr key={a.id}>
                      <td>
                        #{i + 1}, {formatWhen(a.createdAt)}
                      </td>
                      <td>{fmtScore(a.overall)}</td>
                      {dims.map((d) => (
                        <td key={d}>{fmtScore(a.dimensions[d])}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
