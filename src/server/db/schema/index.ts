// Every table, for the database client, drizzle-kit and the layers below the domains. A domain imports
// only its own file here and those of the layers below it (auth, platform, ai); another domain's tables
// it reads through that domain's index.ts (eslint.config.js, tests/unit/boundaries.test.ts).
export * from "./auth";
export * from "./platform";
export * from "./ai";
export * from "./jobs";
export * from "./motions";
export * from "./debate";
export * from "./drills";
export * from "./avatars";
export * from "./people";
export * from "./modules";
export * from "./lessons";
export * from "./classrooms";
export * from "./drafts";
export * from "./debate-assignments";
export * from "./live-rounds";
