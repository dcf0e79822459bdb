import { configDefaults, defineConfig } from "vitest/config";

// The process tests (tests/process) start the built server as `npm start` does; `npm test` runs them on
// their own after the build (VITEST_PROCESS=1), so the main run never waits for a build.
const processTests = process.env.VITEST_PROCESS === "1";

// Two tiers, each runnable alone (`npm run test:engine`, `npm run test:app`; `vitest run` runs both):
// engine is the offline engine (coach, opponent, judge, integrity checks, ballot, rubrics, the content it
// reads) with no server and no database; app is everything else (unit, API on a real database, support).
const engine = [
  "src/server/ai/engine/**/*.test.ts",
  "src/shared/rubrics/**/*.test.ts",
  "tests/engine/**/*.test.ts",
  ...[
    "brief-lookup",
    "brief-material",
    "briefs",
    "coach-comments",
    "coach-learned",
    "coach-material",
    "coach-pool",
    "content",
    "drill-coach",
    "opponent-briefs",
    "opponent-flow",
    "opponent-long-rounds",
    "opponent-matching",
    "opponent-typed-motions",
    "rubric-golden",
  ].map((name) => `tests/unit/${name}.test.ts`),
];
const app = ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/unit/**/*.test.ts", "tests/api/**/*.test.ts", "tests/support/**/*.test.ts"];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    ...(processTests
      ? { include: ["tests/process/**/*.test.ts"] }
      : {
          projects: [
            { extends: true, test: { name: "engine", include: engine } },
            // Every API test server copies one database migrated here once per run, instead of migrating an empty one.
            {
              extends: true,
              test: {
                name: "app",
                include: app,
                exclude: [...configDefaults.exclude, ...engine],
                globalSetup: ["tests/support/global-setup.ts"],
              },
            },
          ],
        }),
  },
});
