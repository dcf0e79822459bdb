import { defineConfig } from "vitest/config";

// The process tests (tests/process) start the built server as `npm start` does; `npm test` runs them on
// their own after the build (VITEST_PROCESS=1), so the main run never waits for a build.
const processTests = process.env.VITEST_PROCESS === "1";

export default defineConfig({
  test: {
    include: processTests
      ? ["tests/process/**/*.test.ts"]
      : [
          "src/**/*.test.ts",
          "src/**/*.test.tsx",
          "tests/unit/**/*.test.ts",
          "tests/engine/**/*.test.ts",
          "tests/api/**/*.test.ts",
          "tests/support/**/*.test.ts",
        ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
