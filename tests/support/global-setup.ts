// Vitest's global setup for the app tests: one migrated database per run, copied by every test server.
import { migrateOnce } from "./migrated-database";

export default migrateOnce;
