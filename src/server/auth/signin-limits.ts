import { createHash, randomBytes } from "node:crypto";
import type { Config } from "#server/platform/config.ts";
import type { Db } from "#server/db/client.ts";
import { giveBack, takeAll, type LimitUse } from "#server/platform/limits/limiter.ts";
import {
  SIGNIN_PER_ACCOUNT,
  SIGNIN_PER_ACCOUNT_ADDRESS,
  SIGNIN_PER_ACCOUNT_DEVICE,
  signinPerAddress,
} from "#server/platform/limits/rules.ts";
import { CLIENT_IP_HEADER, DEVICE_COOKIE } from "./constants";

// Sign-in's limits count wrong passwords (decision 0022): each try is counted before the password is
// checked and given back when it was right, so parallel guesses cannot all be checked, and thirty
// students signing in from one school address use up nothing. The narrow keys come first: the account
// from this address (or, from a device that signed in to it before, the account on that device) and the
// account from anywhere; the client address's own cap is wide, sized for a school's network.
//
// The device is a signed cookie the server sets at a successful sign-in (OWASP's "device cookies"): a
// random id and the accounts signed in on it. The owner's own browser thus keeps its tries while an
// attacker elsewhere uses up the account's; a made-up or copied-over value is not believed.

interface SigninCtx {
  body?: unknown;
  headers?: Headers;
  getSignedCookie(name: string, secret: string): Promise<string | null | false | undefined>;
  context: { secret: string };
}

/** The accounts a device remembers: the most recent few (a shared school computer has several). */
const DEVICE_ACCOUNTS = 8;
const DEVICE_MAX_AGE_S = 60 * 60 * 24 * 400;

/** The e-mail, hashed, as the counters' keys and the device cookie keep it. */
const accountOf = (body: unknown): string | null => {
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string" || !email.trim()) return null;
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 32);
};

interface Device {
  id: string;
  accounts: string[];
}

async function deviceOf(ctx: SigninCtx): Promise<Device | null> {
  const value = await ctx.getSignedCookie(DEVICE_COOKIE, ctx.context.secret);
  if (!value) return null;
  const [id, ...accounts] = value.split("~");
  return id ? { id, accounts } : null;
}

/** The counters one sign-in counts against, narrowest first; none when there is no e-mail to count. */
async function signinUses(ctx: SigninCtx, config: Pick<Config, "signinAddressLimit">): Promise<LimitUse[]> {
  const address = ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
  const perAddress = { key: `signin:address:${address}`, rule: signinPerAddress(config.signinAddressLimit) };
  const account = accountOf(ctx.body);
  if (!account) return [perAddress];
  const device = await deviceOf(ctx);
  if (device?.accounts.includes(account)) {
    return [{ key: `signin:${account}|device:${device.id}`, rule: SIGNIN_PER_ACCOUNT_DEVICE }, perAddress];
  }
  return [
    { key: `signin:${account}|${address}`, rule: SIGNIN_PER_ACCOUNT_ADDRESS },
    { key: `signin:${account}`, rule: SIGNIN_PER_ACCOUNT },
    perAddress,
  ];
}

/** Before a sign-in: counts the try; false (counting nothing) once any of its limits is used up. */
export async function signinAllowed(ctx: SigninCtx, config: Pick<Config, "signinAddressLimit">, db: Db): Promise<boolean> {
  return takeAll(db, await signinUses(ctx, config));
}

interface AfterCtx extends SigninCtx {
  context: SigninCtx["context"] & {
    newSession?: unknown;
    authCookies: { sessionToken: { attributes: Record<string, unknown> } };
  };
  setSignedCookie(name: string, value: string, secret: string, opts: Record<string, unknown>): Promise<unknown>;
}

/**
 * After a sign-in: a right password gives its try back (a wrong one stays counted), and the device
 * remembers the account. Only within the try's window: one that has begun afresh owes nothing.
 */
export async function afterSignin(ctx: AfterCtx, config: Pick<Config, "signinAddressLimit">, db: Db): Promise<void> {
  if (!ctx.context.newSession) return;
  await giveBack(db, await signinUses(ctx, config), new Date());
  const account = accountOf(ctx.body);
  if (!account) return;
  const device = (await deviceOf(ctx)) ?? { id: randomBytes(12).toString("base64url"), accounts: [] };
  const accounts = [account, ...device.accounts.filter((a) => a !== account)].slice(0, DEVICE_ACCOUNTS);
  const { attributes } = ctx.context.authCookies.sessionToken;
  await ctx.setSignedCookie(DEVICE_COOKIE, [device.id, ...accounts].join("~"), ctx.context.secret, {
    ...attributes,
    maxAge: DEVICE_MAX_AGE_S,
  });
}
