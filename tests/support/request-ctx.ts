import type { ServiceCtx, Who } from "#server/platform/context.ts";
import { defaultGroup } from "#shared/settings/rules.ts";

/**
 * A request context for unit tests of tasks and offline code: a guest with default settings and a
 * fixed random source. Nothing touches db, auth or config unless a test passes them in.
 */
export function testCtx(over: Partial<ServiceCtx> = {}): ServiceCtx {
  const who: Who = { kind: "guest", guestId: "test", subject: "guest:test" };
  return {
    db: undefined as never,
    config: undefined as never,
    auth: undefined as never,
    log: { warn: () => undefined, info: () => undefined, error: () => undefined, debug: () => undefined } as never,
    who,
    settings: { get: async (group) => defaultGroup(group) },
    now: () => new Date("2026-01-01T00:00:00Z"),
    random: () => 0.5,
    headers: new Headers(),
    ...over,
  };
}
