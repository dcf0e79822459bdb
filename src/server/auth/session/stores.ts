import { AsyncLocalStorage } from "node:async_hooks";

// better-auth keeps each call's state in AsyncLocalStorage. On Node 20 a store, once used, installs a
// promise hook that every later promise in the process pays for: after the first sign-in, a signed-in
// GET that never touches better-auth cost about a third more CPU. So its stores are switched
// off whenever none of its calls is under way (it awaits its own work within a call), and its next
// call switches them on again.
let callsUnderWay = 0;

export async function betterAuthCall<T>(call: () => Promise<T>): Promise<T> {
  callsUnderWay++;
  try {
    return await call();
  } finally {
    if (--callsUnderWay === 0) switchOffBetterAuthStores();
  }
}

function switchOffBetterAuthStores() {
  const shared = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[Symbol.for("better-auth:global")];
  for (const value of Object.values(shared?.context ?? {})) if (value instanceof AsyncLocalStorage) value.disable();
}
