import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { API_TYPES_FILE, generateApiTypes } from "#scripts/api-types.ts";

// The web client is typed from api-types.gen.ts; a route or schema change without regenerating it
// would leave the web app typed against an API that no longer exists.
describe("generated API types", () => {
  // A unit test: the document does not depend on the database, so the PostgreSQL run (tests/api) does not repeat it.
  it(`${API_TYPES_FILE} matches the app's OpenAPI document`, async () => {
    const committed = readFileSync(join(import.meta.dirname, "../..", API_TYPES_FILE), "utf8");
    const fresh = await generateApiTypes();
    expect(committed === fresh, `${API_TYPES_FILE} is out of date: run npm run api:types`).toBe(true);
  });
});
