import { useCallback, useEffect, useRef, useState } from "react";
import type { DraftBody } from "#shared/drafts/schemas.ts";
import { useSession } from "#web/app/session/use-session.ts";
import { ApiError } from "#web/ui/api-error.ts";
import { DRAFT_MESSAGES as M } from "#shared/messages/drafts.ts";
import { draftApi, type DraftApi } from "./draft-api";
import { typedText } from "./typed-text";
import { useLeaveWarning } from "./use-leave-warning";

export type DraftStatus = "loading" | "idle" | "saving" | "saved" | "error" | "replaced";

/** A pause in typing this long saves the draft. */
export const DRAFT_DELAY_MS = 1000;
/** A failed save is tried again after this long, for as long as the page is open. */
export const DRAFT_RETRY_MS = 4000;

interface Options<T extends DraftBody> {
  /** The item, from `draftKeys` (shared/drafts/schemas.ts). */
  key: string;
  /** What the student has typed now; null when there is nothing worth keeping (the draft is removed). */
  value: T | null;
  /** Called once, with the draft the server holds, when there is one. */
  onRestore: (body: T) => void;
  /** False for a visitor who is not signed in, or a screen that takes no input. */
  enabled?: boolean;
  /** False when the screen starts afresh on purpose (a drill's New Motion): the old draft is removed, not restored. */
  restore?: boolean;
  api?: DraftApi;
}

/**
 * Keeps what the student types as a draft on the server: restored once on arrival, saved a second after
 * they stop typing (one request at a time, retried when it fails), and removed with `clear()` once the
 * work is submitted. Leaving the page with text the server does not yet hold asks first.
 */
export function useDraft<T extends DraftBody>({
  key,
  value,
  onRestore,
  enabled: wanted = true,
  restore: restoring = true,
  api = draftApi,
}: Options<T>) {
  const { user } = useSession();
  const enabled = wanted && !!user;
  const text = value === null ? "" : JSON.stringify(value);
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<DraftStatus>("loading");
  const [unsaved, setUnsaved] = useState(false);
  // What this page had typed when a newer copy from elsewhere replaced it, shown so nothing is lost unseen.
  const [replaced, setReplaced] = useState<string | null>(null);
  // What the server holds ("" for nothing) and its version, what is on screen, and the one request under way.
  const s = useRef({
    held: "",
    version: 0,
    latest: text,
    busy: null as Promise<void> | null,
    gone: false,
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
  });
  s.current.latest = text;
  const live = useRef(false);
  live.current = enabled && ready;
  const restore = useRef(onRestore);
  restore.current = onRestore;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setReady(false);
    setStatus("loading");
    setReplaced(null);
    s.current.version = 0;
    // What the screen opened with (the saved work): typing while the draft loads is still something to save.
    const opened = s.current.latest;
    const arrived = restoring ? api.load(key) : api.clear(key).then(() => null);
    arrived.then(
      (draft) => {
        if (!live) return;
        if (draft) restore.current(draft.body as T);
        // With no draft, what the screen opened with (the saved work) is nothing to save.
        s.current.held = draft ? JSON.stringify(draft.body) : opened;
        s.current.version = draft?.version ?? 0;
        setReady(true);
        setStatus("idle");
      },
      () => {
        // Not known what the server holds: keep it until the student changes something.
        if (!live) return;
        s.current.held = s.current.latest;
        setReady(true);
        setStatus("idle");
      },
    );
    return () => {
      live = false;
    };
  }, [key, enabled, api, restoring]);

  const send = useCallback(async (): Promise<void> => {
    const st = s.current;
    clearTimeout(st.timer);
    // One save at a time: every caller waits its turn (two waiting on the same save must not both send with
    // the same version, or the second is refused as stale by the page's own first save).
    while (st.busy) await st.busy;
    const sending = st.latest;
    if (sending === st.held) {
      setUnsaved(false);
      return;
    }
    /**
     * Another tab or device saved this draft since this page last saw it: the newer copy goes on screen
     * (the student sees what the server keeps) and what this page had typed stays shown beside it.
     */
    async function takeNewer(mine: string) {
      const st = s.current;
      const newer = await api.load(key).catch(() => null);
      if (!newer) {
        // It was removed (submitted) meanwhile: this page's text is saved afresh.
        st.version = 0;
        if (!st.gone) st.timer = setTimeout(() => void send(), DRAFT_DELAY_MS);
        return;
      }
      st.version = newer.version;
      st.held = JSON.stringify(newer.body);
      if (st.held !== mine) {
        restore.current(newer.body as T);
        setReplaced(typedText(JSON.parse(mine)));
      }
      setStatus(st.held !== mine ? "replaced" : "saved");
      setUnsaved(false);
    }

    setStatus("saving");
    const saving = (st.busy = (
      sending
        ? api.save(key, JSON.parse(sending) as DraftBody, st.version).then((saved) => void (st.version = saved.version))
        : api.clear(key).then(() => void (st.version = 0))
    ).then(
      () => {
        st.held = sending;
        setStatus("saved");
        if (st.latest === sending) setUnsaved(false);
        else if (!st.gone) st.timer = setTimeout(() => void send(), DRAFT_DELAY_MS);
      },
      async (err: unknown) => {
        if (err instanceof ApiError && err.status === 409 && err.message === M.stale) return takeNewer(sending);
        setStatus("error");
        if (!st.gone) st.timer = setTimeout(() => void send(), DRAFT_RETRY_MS);
      },
    ));
    await saving;
    if (st.busy === saving) st.busy = null;
  }, [api, key]);

  useEffect(() => {
    if (!enabled || !ready) return;
    const st = s.current;
    if (text === st.held && !st.busy) return;
    setUnsaved(true);
    clearTimeout(st.timer);
    st.timer = setTimeout(() => void send(), DRAFT_DELAY_MS);
  }, [text, enabled, ready, send]);

  // Leaving the screen (the student confirmed) still sends what is pending.
  useEffect(() => {
    const st = s.current;
    st.gone = false;
    return () => {
      clearTimeout(st.timer);
      st.gone = true;
      if (live.current && st.latest !== st.held) void send();
    };
  }, [send]);

  useLeaveWarning(enabled && unsaved);

  /** The work was submitted: nothing pending is sent, and the server's draft is removed. */
  const clear = useCallback(async () => {
    const st = s.current;
    clearTimeout(st.timer);
    st.timer = undefined;
    if (st.busy) await st.busy.catch(() => undefined);
    st.held = st.latest;
    setUnsaved(false);
    setStatus("idle");
    if (enabled) await api.clear(key).catch(() => undefined);
  }, [api, key, enabled]);

  return {
    status: enabled ? status : ("idle" as DraftStatus),
    /** This page's text that a newer copy from elsewhere replaced on screen, or null. */
    replaced: enabled ? replaced : null,
    unsaved: enabled && unsaved,
    ready: !enabled || ready,
    clear,
  };
}
