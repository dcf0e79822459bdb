// Lint: typescript-eslint's recommended rules (syntax only, no type information, so it stays fast)
// plus the layout's import boundaries (docs/decisions/0007-boundaries.md), enforced by
// eslint-plugin-boundaries. tests/unit/boundaries.test.ts checks that each boundary really fails.
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";
import boundaries from "eslint-plugin-boundaries";

/** The only modules outside a feature that may import features: they compose them. */
const SERVER_COMPOSITION = ["src/server/app.ts"];
// The web route table (router.tsx) imports each feature's pages; it is the only web module that may.
const WEB_COMPOSITION = ["src/web/app/router.tsx"];

const element = (type) => ({ to: { element: { type } } });
const allowed = (...types) => types.map(element);

export default defineConfig([
  globalIgnores([
    "dist/",
    "data/",
    "coverage/",
    ".test-results/",
    "test-results/",
    "playwright-report/",
    "src/web/app/api-types.gen.ts",
    "src/server/db/migrations/",
  ]),
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    extends: [tseslint.configs.recommended],
    rules: {
      // `_`-prefixed names are deliberately unused, and `const { a, ...rest } = x` is how an object drops a key.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Hono's `c.var` copies every request variable into a new object on each read (issue 13): read one with `c.get()`.
    files: ["src/server/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='c'][property.name='var']",
          message: 'Use c.get("name"): c.var copies every variable on each read.',
        },
      ],
    },
  },
  {
    // Tests and benchmarks poke at parsed JSON and private shapes; `any` there is a convenience, not a hole.
    files: ["tests/**", "bench/**", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      // Relative imports without an extension resolve to the .ts/.tsx file.
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
      // Lazy routes (`import("../features/…")`) and re-exports are dependencies too.
      "boundaries/dependency-nodes": ["import", "dynamic-import", "export"],
      "boundaries/legacy-warnings": false,
      // First match wins, so a feature folder is a feature before it is part of src/server or src/web.
      "boundaries/elements": [
        { type: "shared", pattern: "src/shared", partialMatch: false },
        { type: "server-feature", pattern: "src/server/features/*", capture: ["feature"], partialMatch: false },
        { type: "server-platform", pattern: "src/server/platform", partialMatch: false },
        { type: "server-db", pattern: "src/server/db", partialMatch: false },
        { type: "server-infra", pattern: "src/server", partialMatch: false },
        { type: "web-feature", pattern: "src/web/features/*", capture: ["feature"], partialMatch: false },
        { type: "web-infra", pattern: "src/web", partialMatch: false },
      ],
      "boundaries/files": [{ category: "composition", pattern: [...SERVER_COMPOSITION, ...WEB_COMPOSITION] }],
    },
    rules: {
      // Imports inside one element (one feature, or the infrastructure of one side) are not checked.
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            // src/shared is pure: it imports only itself.
            { from: { element: { type: "shared" } }, allow: allowed("shared") },
            // The platform (limits…) knows no domain and no transport: shared code and the database only.
            { from: { element: { type: "server-platform" } }, allow: allowed("shared", "server-db") },
            // The database layer: its schema, client and the package's paths.
            { from: { element: { type: "server-db" } }, allow: allowed("shared", "server-infra") },
            // Server infrastructure (http/, ai/, auth/, main.ts…) imports no feature.
            { from: { element: { type: "server-infra" } }, allow: allowed("shared", "server-infra", "server-platform", "server-db") },
            // A feature uses shared code and the infrastructure of its side; another feature is off limits.
            { from: { element: { type: "server-feature" } }, allow: allowed("shared", "server-infra", "server-platform", "server-db") },
            { from: { element: { type: "web-infra" } }, allow: allowed("shared", "web-infra") },
            { from: { element: { type: "web-feature" } }, allow: allowed("shared", "web-infra") },
            // The composition roots wire the features of their own side together.
            { from: { element: { type: "server-infra" }, file: { categories: "composition" } }, allow: allowed("server-feature") },
            { from: { element: { type: "web-infra" }, file: { categories: "composition" } }, allow: allowed("web-feature") },
          ],
        },
      ],
    },
  },
]);
