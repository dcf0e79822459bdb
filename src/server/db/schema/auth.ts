import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// Owned by the auth layer, below the domains: who a user is (better-auth's tables and the profile the
// session user is read from), so any domain may read them. The account domain writes the profile.

// Tables that better-auth reads and writes (its core schema, plus the rate-limit store).
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [
    // better-auth lists and revokes a user's sessions by user id, and deleting an account cascades through it.
    index("session_user_id_idx").on(t.userId),
  ],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // better-auth reads a user's accounts (password check at sign-in, linking) by user id.
    index("account_user_id_idx").on(t.userId),
  ],
);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** The profile beside better-auth's user: username, role and admin flag, read with every session. */
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
    /**
     * Set when someone else chose the password (an admin's or a teacher's reset to a temporary one):
     * until the user sets their own, the API refuses everything but that (http/password-gate.ts).
     */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
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
