import { sql } from "drizzle-orm";
import { boolean, check, customType, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    role: text("role", { enum: ["student", "teacher"] })
      .notNull()
      .default("student"),
    isAdmin: boolean("is_admin").notNull().default(false),
    /**
     * Where is_admin came from: 'list' (ADMIN_EMAILS at a start, which a later start may take back) or
     * 'command' (npm run admin -- grant, which only the command takes back). Null when not an admin.
     */
    adminSource: text("admin_source", { enum: ["list", "command"] }),
    /** The username's look (core/username.ts): two names that look alike have the same key. */
    usernameKey: text("username_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique ignoring case, as the sign-up rule says.
    uniqueIndex("profiles_username_lower_idx").on(sql`lower(${t.username})`),
    check("profiles_role_check", sql`${t.role} in ('student', 'teacher')`),
    // Not unique: names made before keys existed may already look alike. Sign-up checks it (and the
    // lower-case index above still refuses a race on the exact name).
    index("profiles_username_key_idx").on(t.usernameKey),
  ],
);

/** One row per user; each settings group is its own JSON column so a tab saves one group. */
export const userSettings = pgTable("user_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  profile: jsonb("profile").notNull().default({}),
  notifications: jsonb("notifications").notNull().default({}),
  preferences: jsonb("preferences").notNull().default({}),
  weights: jsonb("weights").notNull().default({}),
  teacher: jsonb("teacher").notNull().default({}),
  appearance: jsonb("appearance").notNull().default({}),
  privacy: jsonb("privacy").notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** The uploaded avatar, already resized by the server; kept in the database so every server can serve it. */
export const userAvatars = pgTable("user_avatars", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  image: bytea("image").notNull(),
  mime: text("mime").notNull(),
  /** A hash of the image: the avatar's address carries it, so a new upload is a new URL (cacheable forever). */
  etag: text("etag").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
