import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { format, resolveConfig } from "prettier";
import { z } from "zod";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";
import { exportDocument, type ExportDocument } from "#shared/privacy/schemas.ts";
import { AUTH_MESSAGES } from "#shared/messages/index.ts";
import { countRows, fillEverything, key, person, userColumns, type Person } from "./privacy-fixtures";

const SCHEMA_FILE = "docs/export-schema.json";
const generated = () => z.toJSONSchema(exportDocument);

/** Where each user column's rows appear in the export: one entry per column of the schema that names a user. */
const IN_EXPORT: Record<string, (d: ExportDocument) => number> = {
  "user.id": () => 1,
  "session.user_id": (d) => d.signIn.sessions.length,
  "account.user_id": (d) => d.signIn.methods.length,
  "profiles.id": (d) => (d.profile ? 1 : 0),
  "user_settings.user_id": (d) => (d.settings ? 1 : 0),
  "debates.user_id": (d) => d.debates.length,
  "debates.subject": (d) => d.debates.length,
  "drill_attempts.user_id": (d) => d.drillAttempts.length,
  "drafts.user_id": (d) => d.drafts.length,
  "motion_history.subject": (d) => d.motionHistory.length,
  "request_limits.key (AI calls)": (d) => d.aiUsage.length,
  "generated_material.subject": (d) => d.generatedMaterial.length,
  "modules.created_by": (d) => d.modules.created.length,
  "module_lessons.created_by": (d) => d.modules.lessonsCreated.length,
  "module_progress.user_id": (d) => d.modules.progress.length,
  "one_time_access_codes.user_id": (d) => d.modules.accessCodesReceived.length,
  "one_time_access_codes.created_by": (d) => d.modules.accessCodesCreated.length,
  "user_unlocked_modules.user_id": (d) => d.modules.unlocked.length,
  "request_limits.key (code guesses)": (d) => d.modules.wrongCodeAttempts.length,
  "classrooms.host_id": (d) => d.classrooms.hosted.length,
  "classroom_members.user_id": (d) => d.classrooms.memberships.length,
  "classroom_lesson_progress.student_id": (d) => d.classrooms.progress.length,
  "debate_assignment_work.student_id": (d) => d.classrooms.debates.length,
  "live_round_notes.user_id": (d) => d.classrooms.liveRoundNotes.length,
  "live_round_ballots.judge_id": (d) => d.classrooms.liveRoundBallots.length,
  "live_round_practice_ballots.user_id": (d) => d.classrooms.liveRoundPracticeBallots.length,
  "lesson_folders.owner_id": (d) => d.lessons.folders.length,
  "lessons.owner_id": (d) => d.lessons.lessons.length,
  "user_avatars.user_id": (d) => (d.avatar ? 1 : 0),
  "weekly_summary_sends.user_id": (d) => d.weeklySummaries.length,
  "admin_audit.actor_id": (d) => d.adminAudit.filter((a) => a.as === "actor").length,
  "admin_audit.target_id": (d) => d.adminAudit.filter((a) => a.as === "target").length,
  // Secrets and counters, not data the user gave: deleted with the account, never exported.
  "verification.value": () => 0,
  "request_limits.key (wrong passwords)": () => 0,
  "request_limits.key (draft saves)": () => 0,
};
const NOT_EXPORTED = new Set(["verification.value", "request_limits.key (wrong passwords)", "request_limits.key (draft saves)"]);

describe("GET /api/me/export", () => {
  let server: TestServer;
  let ann: Person;
  let bob: Person;
  beforeAll(async () => {
    server = await startTestServer();
    ann = await person(server);
    bob = await person(server);
    await fillEverything(server.deps.db, ann, bob, "ann-secret-words");
    await fillEverything(server.deps.db, bob, ann, "bob-secret-words");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("docs/export-schema.json is the JSON Schema of the export contract (UPDATE_EXPORT_SCHEMA=1 rewrites it)", async () => {
    if (process.env.UPDATE_EXPORT_SCHEMA) {
      const options = { ...(await resolveConfig(SCHEMA_FILE)), filepath: SCHEMA_FILE };
      writeFileSync(SCHEMA_FILE, await format(JSON.stringify(generated()), options));
    }
    expect(JSON.parse(readFileSync(SCHEMA_FILE, "utf8"))).toEqual(generated());
  });

  it("needs a signed-in user", async () => {
    const res = await server.client().get("/api/me/export");
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(AUTH_MESSAGES.notSignedIn);
  });

  it("downloads one JSON file that the documented schema accepts", async () => {
    const res = await ann.c.get("/api/me/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="rostrum-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    // Checked against the committed document, read back as a validator (unknown fields are refused).
    const documented = z.fromJSONSchema(JSON.parse(readFileSync(SCHEMA_FILE, "utf8")));
    const checked = documented.safeParse(res.body);
    expect(checked.error?.issues ?? []).toEqual([]);
  });

  it("holds every row of every table that names the user, and no one else's", async () => {
    const columns = userColumns().map(key).sort();
    // A table added to the schema with a user column must be placed in the export (and here) first.
    expect(columns).toEqual(Object.keys(IN_EXPORT).sort());

    const doc = (await ann.c.get<ExportDocument>("/api/me/export")).body;
    const counts = await countRows(server.deps.db, ann.id);
    for (const column of columns) {
      if (NOT_EXPORTED.has(column)) continue;
      expect([column, IN_EXPORT[column](doc)]).toEqual([column, counts[column]]);
      expect([column, counts[column]]).not.toEqual([column, 0]);
    }
    expect(doc.account).toMatchObject({ id: ann.id, email: ann.email });
    expect(doc.profile?.username).toBe(ann.username);
    expect(doc.debates.flatMap((d) => d.messages)).toHaveLength(3);
    expect(doc.debates.find((d) => d.status === "finished")?.verdict).toEqual({ winner: "Government" });
    expect(doc.classrooms.progress[0]).toMatchObject({ teacherFeedback: `Feedback from ${bob.username}`, teacherScore: 70 });
    expect(doc.classrooms.memberships[0].hostUsername).toBe(bob.username);
    // Of the people in Ann's room, only their usernames.
    expect(doc.classrooms.hosted[0].members).toEqual([{ username: bob.username, joinedAt: expect.any(String) }]);

    const text = JSON.stringify(doc);
    expect(text).toContain("ann-secret-words");
    expect(text).not.toContain("bob-secret-words");
    expect(text).not.toContain(bob.id);
    expect(text).not.toContain(bob.email);
    expect(text).not.toMatch(/password|"token"|scrypt/i);
  });

  it("answers each user with their own data only", async () => {
    const doc = (await bob.c.get<ExportDocument>("/api/me/export")).body;
    expect(doc.account.id).toBe(bob.id);
    const text = JSON.stringify(doc);
    expect(text).toContain("bob-secret-words");
    expect(text).not.toContain("ann-secret-words");
    expect(text).not.toContain(ann.email);
  });
});
