// E-mail notifications to users (feedback saved, lesson assigned). Sent only when SMTP is configured
// and the recipient's own notifications setting is on; sending happens after the request's work is
// saved and never fails it: a mail that cannot be sent is logged.
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { user } from "#server/db/schema/index.ts";
import type { Config } from "#server/platform/config.ts";
import type { Logger } from "#server/platform/logger.ts";
import { readSettingsGroup } from "#server/platform/settings-store.ts";
import type { Mailer } from "./mailer";

export type NotificationKind = "feedback_email" | "classroom_updates";

// One transport per SMTP address, made on first use (nodemailer is loaded only when mail is sent).
const mailers = new Map<string, Promise<Mailer>>();
function mailerFor(smtp: { url: string; from: string }): Promise<Mailer> {
  let m = mailers.get(smtp.url);
  if (!m) {
    m = import("./mailer").then(({ createMailer }) => createMailer(smtp));
    mailers.set(smtp.url, m);
  }
  return m;
}

/**
 * Sends one e-mail to each user whose `kind` setting is on. Resolves when every mail has been handed to
 * the SMTP server or has failed (failures are logged, not thrown), so callers may await it or not.
 */
export async function notifyUsers(
  deps: { db: Db; config: Config; log: Logger },
  userIds: string[],
  kind: NotificationKind,
  message: { subject: string; text: string },
): Promise<void> {
  const smtp = deps.config.smtp;
  if (!smtp || userIds.length === 0) return;
  await Promise.all(
    [...new Set(userIds)].map(async (id) => {
      try {
        const prefs = await readSettingsGroup(deps.db, id, "notifications");
        if (!prefs[kind]) return;
        const [row] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, id)).limit(1);
        if (!row) return;
        await (await mailerFor(smtp)).send({ to: row.email, ...message });
      } catch (err) {
        deps.log.warn({ err, userId: id, kind }, "notification e-mail not sent");
      }
    }),
  );
}
