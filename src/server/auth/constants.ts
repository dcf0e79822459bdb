// What the server and better-auth agree on, known without loading better-auth (auth.ts checks it when it loads).

/** The header app.ts sets to the client address (http/client-ip.ts), replacing any client value. */
export const CLIENT_IP_HEADER = "x-rostrum-client-ip";
export const AUTH_COOKIE_PREFIX = "rostrum";
/** The guest cookie (http/guest.ts); dropped at sign-in and sign-out, so the next person at the computer is a new guest. */
export const GUEST_COOKIE = "rostrum_guest";
/** The device cookie (signin-limits.ts): the accounts signed in on this browser, so their owner keeps their sign-in tries. */
export const DEVICE_COOKIE = "rostrum_device";
/** A session lasts 30 days and is extended once a day while in use. */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  // The same server is often reached as localhost and as 127.0.0.1.
  if (url.hostname === "127.0.0.1" || url.hostname === "localhost") {
    for (const host of ["127.0.0.1", "localhost"]) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
  }
  return [...origins];
}
