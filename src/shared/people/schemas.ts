// Admin → People: the accounts, their roles, and an admin's password reset.
import { z } from "zod";
import { storableText } from "#shared/text.ts";
import { PEOPLE_MESSAGES as M } from "#shared/messages/people.ts";

export const PEOPLE_PAGE_SIZE = 20;

export const peopleQuery = z.object({
  q: storableText().trim().max(200).optional().default(""),
  page: z.coerce.number({ error: M.badPage }).int(M.badPage).min(1, M.badPage).max(100_000, M.badPage).optional().default(1),
});

export const personParams = z.object({ userId: storableText().min(1, M.personNotFound).max(100, M.personNotFound) });

export const personSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(["student", "teacher"]),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const peopleResponse = z.object({
  people: z.array(personSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PeopleResponse = z.infer<typeof peopleResponse>;

/** One role at a time, given or taken: what the screen's switches send. */
export const roleChangeRequest = z.object({
  role: z.enum(["admin", "teacher"], { error: M.badRole }),
  granted: z.boolean({ error: M.badRole }),
});
export const personResponse = z.object({ person: personSchema });

/**
 * An admin's password reset: with SMTP the reset e-mail goes to the account; without, a temporary
 * password, shown this once.
 */
export const resetByAdminResponse = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("email") }),
  z.object({ mode: z.literal("temporary"), password: z.string() }),
]);
export type ResetByAdminResponse = z.infer<typeof resetByAdminResponse>;
