import { SESSION_USER_MAX_AGE_S } from "./cookie";

// Sessions this server process ended lately (sign-out, revocation, a password change, an account
// deleted), kept for as long as a signed copy of the user made before the end could still be fresh:
// the session middleware refuses such a copy and reads the database instead, so the end takes effect
// at once on this process. Another process learns of it from the database when its copy runs out
// (docs/security.md).

const WINDOW_MS = SESSION_USER_MAX_AGE_S * 1000;

export class EndedSessions {
  /** Session token → when it ended. */
  readonly #tokens = new Map<string, number>();
  /** User id → when all (or all other) of its sessions ended. */
  readonly #users = new Map<string, number>();
  readonly #listeners: Array<(ended: { token?: string; userId?: string }) => void> = [];

  /** Called at each end, so a memory of verified cookies can forget the ended session's. */
  subscribe(listener: (ended: { token?: string; userId?: string }) => void): void {
    this.#listeners.push(listener);
  }

  session(token: string, now = Date.now()): void {
    this.#note(this.#tokens, token, now);
    for (const l of this.#listeners) l({ token });
  }

  userSessions(userId: string, now = Date.now()): void {
    this.#note(this.#users, userId, now);
    for (const l of this.#listeners) l({ userId });
  }

  /**
   * The user's profile changed (a role given or taken, a password to choose): copies made before now
   * are read again from the database at their next request, as for ended sessions, which stay valid.
   */
  userChanged(userId: string, now = Date.now()): void {
    this.userSessions(userId, now);
  }

  /**
   * Whether a copy for this session and user, fresh until `until`, may have been made before its
   * session ended here. A copy runs out at most the window after it was made, so one made after the
   * end runs out later than the end plus the window (a copy cut short by its session's own expiry may
   * be refused needlessly: that costs one database read).
   */
  refuses(token: string, userId: string, until: number): boolean {
    if (this.#tokens.size === 0 && this.#users.size === 0) return false;
    if (this.#tokens.has(token)) return true;
    const ended = this.#users.get(userId);
    return ended !== undefined && until - WINDOW_MS <= ended;
  }

  #note(map: Map<string, number>, key: string, now: number) {
    // Entries older than the window no longer matter: every copy made before them has run out.
    // The map is in order of time (a key noted again moves to the end), so the old ones come first.
    for (const [k, at] of map) {
      if (at + WINDOW_MS >= now) break;
      map.delete(k);
    }
    map.delete(key);
    map.set(key, now);
  }
}
