import { timingSafeEqual, createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { createProfile, isAdminEmail, renameProfile, usernameTaken, type AuthUser } from "./profiles";
import { user } from "#server/db/schema/auth.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { AppError, Conflict, Invalid, TooMany } from "#server/platform/errors.ts";
import { CLIENT_IP_HEADER } from "#server/auth/constants.ts";
import { RENAMES_PER_ACCOUNT, SIGNUP_PER_ADDRESS, WRONG_TEACHER_CODES } from "#server/platform/limits/rules.ts";
import { guessCode } from "#server/platform/limits/code-guesses.ts";
import { take } from "#server/platform/limits/limiter.ts";
import { hasHiddenCharacters, normalizeUsername } from "./username";
import type { ServiceCtx } from "#server/platform/context.ts";
import { requireUser } from "#server/auth/access.ts";
import type { MeResponse, SessionUser } from "#shared/account/schemas.ts";
import { AUTH_MESSAGES as M, COMMON_MESSAGES } from "#shared/messages/index.ts";
import { NAME_MAX, NAME_MIN, type changeUsernameSchema, type signupSchema } from "#shared/validation/auth.ts";

function sameSecret(a: string, b: string): boolean {
  const h = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(h(a), h(b));
}

/** The signed-in user, or null: anyone may ask. */
export function me({ ctx }: { ctx: ServiceCtx }): MeResponse {
  const who = ctx.who;
  return { user: who.kind === "user" ? who.user : null };
}

export interface SignupResult {
  user: SessionUser;
  needsConfirmation: boolean;
  /** better-auth's session cookie, for the route to pass on (none while the e-mail needs confirming). */
  setCookies: string[];
}

/** The username as stored: NFKC, with invisible and direction-changing characters refused (core/username.ts). */
function storedUsername(given: string): string {
  const username = normalizeUsername(given);
  if (hasHiddenCharacters(username)) throw new Invalid(M.signupFormInvalid);
  if (username.length < NAME_MIN) throw new Invalid(M.nameTooShort);
  if (username.length > NAME_MAX) throw new Invalid(M.nameTooLong);
  return username;
}

/**
 * A teacher sign-up needs the access code. Each try is counted against the address before the code is
 * compared (so parallel tries cannot all slip under the limit) and given back when the code was right:
 * a guessing run waits an hour, and then even the right code waits at that address.
 */
async function checkTeacherCode(ctx: ServiceCtx, given: string | undefined, address: string): Promise<void> {
  const { config } = ctx;
  const right = () => sameSecret(given ?? "", config.teacherAccessCode);
  const ok = config.rateLimit
    ? await guessCode(
        ctx,
        [{ key: `teacher-code:${address}`, rule: WRONG_TEACHER_CODES }],
        COMMON_MESSAGES.tooManyRequests,
        async () => right() || null,
      )
    : right();
  if (!ok) throw new Invalid(M.invalidTeacherCode);
}

const emailExists = async (ctx: ServiceCtx, email: string) =>
  (await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1)).length > 0;

/**
 * Creates an account (anyone may; a teacher must give the access code) with its profile and settings.
 * Every attempt counts against the address's sign-up limit, so neither the teacher code nor the
 * "already taken" answers the spec requires can be run through by the thousand.
 */
export async function signup({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof signupSchema> }): Promise<SignupResult> {
  const { db, config, auth } = ctx;
  const address = ctx.clientIp ?? "unknown";
  if (config.rateLimit && !(await take(db, `signup:${address}`, SIGNUP_PER_ADDRESS))) throw new TooMany();
  const username = storedUsername(input.username);
  if (input.role === "teacher") await checkTeacherCode(ctx, input.teacherCode, address);
  if (await usernameTaken({ ctx: { db }, input: { username } })) throw new Conflict(M.usernameTaken);

  // better-auth gets only what it needs from the request: the client address as the server sees it
  // (stored with the session) and the browser's name, never the client's other headers.
  const headers = new Headers({ [CLIENT_IP_HEADER]: address });
  const agent = ctx.headers.get("user-agent");
  if (agent) headers.set("user-agent", agent.slice(0, 512));
  const res = await auth.api.signUpEmail({
    body: { name: username, email: input.email, password: input.password },
    headers,
    asResponse: true,
  });
  const body = (await res.json().catch(() => ({}))) as { token?: string | null; user?: AuthUser; message?: string; code?: string };
  if (!res.ok || !body.user) {
    if (body.code === "USER_ALREADY_EXISTS" || body.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") throw new Conflict(M.emailTaken);
    if (res.status === 429) throw new AppError(429, body.message ?? M.signupFailed);
    // Sign-ups with one e-mail at once: better-auth's check passed for each, the unique index let one through.
    if (await emailExists(ctx, input.email)) throw new Conflict(M.emailTaken);
    throw new Invalid(body.message ?? M.signupFailed);
  }
  try {
    await createProfile(db, config.adminEmails, body.user, username, input.role);
  } catch (err) {
    // Nothing half-made stays: without its profile the account is removed again.
    await db.delete(user).where(eq(user.id, body.user.id));
    if (isUniqueViolation(err)) throw new Conflict(M.usernameTaken);
    throw err;
  }
  return {
    user: {
      id: body.user.id,
      email: body.user.email,
      username,
      role: input.role,
      // ADMIN_EMAILS counts for a new account only once its address is confirmed (core/profiles.ts).
      isAdmin: body.user.emailVerified === true && isAdminEmail(config.adminEmails, body.user.email),
    },
    needsConfirmation: !body.token,
    setCookies: body.token ? res.headers.getSetCookie() : [],
  };
}

/**
 * A new username for the signed-in user, through sign-up's checks (stored form, hidden characters,
 * look-alikes of anyone else's name). Counted per account, so "already taken" cannot be run through
 * everyone's names.
 */
export async function changeUsername({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: z.output<typeof changeUsernameSchema>;
}): Promise<SessionUser> {
  const me = requireUser(ctx);
  if (ctx.config.rateLimit && !(await take(ctx.db, `rename:${me.id}`, RENAMES_PER_ACCOUNT))) throw new TooMany();
  const username = storedUsername(input.username);
  if (await usernameTaken({ ctx, input: { username, exceptId: me.id } })) throw new Conflict(M.usernameTaken);
  if (!(await renameProfile({ ctx, input: { id: me.id, username } }))) throw new Conflict(M.usernameTaken);
  return { ...me, username };
}
