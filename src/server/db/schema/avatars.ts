import { customType, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

// Owned by domains/avatars.

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
