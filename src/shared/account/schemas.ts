// Account contracts: the signed-in user as the whole app sees it,
// and the answers of sign-up, /api/me and better-auth's sign-in and sign-out.
import { z } from "zod";
import { storableText } from "#shared/text.ts";
import { ROLES } from "#shared/validation/auth.ts";

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  /** Someone else set the password (a reset to a temporary one): the user must choose their own first. */
  mustChangePassword: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/me: null when signed out. */
export const meResponse = z.object({ user: sessionUserSchema.nullable() });

/** POST /api/account/username: the signed-in user with the new name. */
export const changeUsernameResponse = z.object({ user: sessionUserSchema });

/** POST /api/signup: `user` is null while the e-mail still needs confirming (no session yet). */
export const signupResponse = z.object({ user: sessionUserSchema.nullable(), needsConfirmation: z.boolean() });

/** Any text in a better-auth body: storable and at most 2,048 characters (checked by a better-auth hook, auth.ts). */
const authText = storableText().max(2048);

/** POST /api/auth/sign-in/email (better-auth). */
export const signInRequest = z.object({
  email: authText,
  password: authText,
  rememberMe: z.boolean().optional(),
  callbackURL: authText.optional(),
});

/** better-auth's own user record, as its sign-in answers it (the profile is read with /api/me). */
const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullish(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const signInResponse = z.object({
  redirect: z.boolean(),
  token: z.string(),
  url: z.string().nullish(),
  user: authUserSchema,
});

/** POST /api/auth/sign-in/social (better-auth): the provider's sign-in page to send the browser to. */
export const socialSignInRequest = z.object({
  provider: z.literal("google"),
  callbackURL: authText.optional(),
  errorCallbackURL: authText.optional(),
  newUserCallbackURL: authText.optional(),
  disableRedirect: z.boolean().optional(),
});
export const socialSignInResponse = z.object({ url: z.string().optional(), redirect: z.boolean() });

/** POST /api/auth/sign-out (better-auth): an empty JSON object (better-auth refuses a sign-out without a JSON body). */
export const signOutRequest = z.object({});
export const signOutResponse = z.object({ success: z.boolean() });

/** POST /api/auth/change-password (better-auth): the server always ends the other sessions. */
export const changePasswordRequest = z.object({
  currentPassword: authText,
  newPassword: authText,
  revokeOtherSessions: z.boolean().optional(),
});
export const changePasswordResponse = z.object({ token: z.string().nullish(), user: authUserSchema });

/**
 * POST /api/auth/change-email (better-auth): with SMTP the new address gets a confirmation link and
 * changes when it is followed; without, it changes at once. Either way the answer is the same. The
 * current password is asked (auth/email-change.ts): a live session alone does not move the account.
 */
export const changeEmailRequest = z.object({ newEmail: authText, currentPassword: authText, callbackURL: authText.optional() });
export const changeEmailResponse = z.object({ status: z.boolean() });

/** POST /api/auth/request-password-reset (better-auth): the same answer whether or not the address has an account. */
export const requestPasswordResetRequest = z.object({ email: authText, redirectTo: authText.optional() });
/** POST /api/auth/reset-password (better-auth): the token from the e-mailed link and the new password. */
export const resetPasswordRequest = z.object({ token: authText, newPassword: authText });
export const statusResponse = z.object({ status: z.boolean(), message: z.string().optional() });

/** better-auth's error answer (its `message` is shown as is; `code` is machine-readable). */
export const authErrorSchema = z.object({ message: z.string(), code: z.string().optional() });

export type MeResponse = z.infer<typeof meResponse>;
export type SignupResponse = z.infer<typeof signupResponse>;
export type SignInRequest = z.infer<typeof signInRequest>;
