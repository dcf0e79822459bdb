import { Link } from "react-router";
import { Anchor, Paper, Stack, Title } from "@mantine/core";
import { DRILL_KINDS } from "#shared/drills/rubric.ts";
import { paths } from "#web/app/paths.ts";
import type { TrainingProgress } from "#shared/drills/progress.ts";
import { DRILLS } from "#web/features/drills/drills.ts";
import { fmtScore } from "./format";
import classes from "./summary-table.module.css";

const triesText = (n: number) => (n === 1 ? "1 try" : `${n} tries`);

/** Each drill's tries, latest and best score; on a phone the tries go under the drill's name. */
export function DrillSummary({ progress }: { progress: TrainingProgress }) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="summary-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="summary-title">
          By drill
        </Title>
        <div className={classes.scroll}>
          <table className={classes.table} data-testid="drill-summary">
            <thead>
              <tr>
                <th>Drill</th>
                <th className={`${classes.num} ${classes.tries}`}>Tries</th>
                <th className={classes.num}>Latest</th>
                <th className={classes.num}>Best</th>
              </tr>
            </thead>
            <tbody>
              {DRILL_KINDS.map((k) => {
                const s = progress.drills[k];
                return (
                  <tr key={k}>
                    <td>
                      <Anchor component={Link} to={paths.drill(k)} size="sm">
                        {DRILLS[k].title}
                      </Anchor>
                      <span className={classes.triesInline}>{triesText(s.count)}</span>
                    </td>
                    <td className={`${classes.num} ${classes.tries}`}>{s.count}</td>
                    <td className={classes.num}>{fmtScore(s.latest)}</td>
                    <td className={classes.num}>{fmtScore(s.best)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Stack>
    </Paper>
  );
}
