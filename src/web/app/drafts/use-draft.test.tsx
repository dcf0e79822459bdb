// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { Link, RouterProvider, createMemoryRouter } from "react-router";
import { renderUi } from "#web/test/render.tsx";
import { sessionKeys } from "#web/app/session/keys.ts";
import { DRAFT_MESSAGES as M } from "#shared/messages/drafts.ts";
import { ApiError } from "#web/ui/api-error.ts";
import type { DraftBody } from "#shared/drafts/schemas.ts";
import type { DraftApi } from "./draft-api";
import { DRAFT_DELAY_MS, DRAFT_RETRY_MS, useDraft } from "./use-draft";
import { DraftStatus } from "./draft-status";
import { textOf } from "./draft-fields";

/** The server as the hook sees it: drafts by key, every call logged, saves failing while `down`. */
function fakeServer(initial: Record<string, DraftBody> = {}) {
  const held = new Map(Object.entries(initial));
  const versions = new Map(Object.keys(initial).map((k) => [k, 1]));
  const calls: string[] = [];
  const state = { down: false };
  const api: DraftApi = {
    load: async (key) => {
      calls.push(`load ${key}`);
      const body = held.get(key);
      return body ? { body, version: versions.get(key) ?? 1 } : null;
    },
    save: async (key, body, version) => {
      calls.push(`save ${JSON.stringify(body)}`);
      if (state.down) throw new Error("offline");
      if ((versions.get(key) ?? 0) !== version) throw new ApiError(409, M.stale);
      held.set(key, body);
      versions.set(key, version + 1);
      return { version: version + 1 };
    },
    clear: async (key) => {
      calls.push(`clear ${key}`);
      held.delete(key);
      versions.delete(key);
    },
  };
  /** Another tab saves over the draft. */
  const elsewhere = (key: string, body: DraftBody) => {
    held.set(key, body);
    versions.set(key, (versions.get(key) ?? 0) + 1);
  };
  return { api, held, calls, state, elsewhere };
}

function Writing({ api, onSubmitted }: { api: DraftApi; onSubmitted?: () => void }) {
  const [writing, setWriting] = useState("");
  const draft = useDraft({ key: "debate", value: { writing }, onRestore: (b) => setWriting(textOf(b, "writing") ?? ""), api });
  return (
    <>
      <textarea aria-label="Writing" value={writing} onChange={(e) => setWriting(e.currentTarget.value)} />
      <DraftStatus status={draft.status} replaced={draft.replaced} />
      <button onClick={() => void draft.clear().then(onSubmitted)}>Submit</button>
      <Link to="/elsewhere">Leave</Link>
    </>
  );
}

function show(api: DraftApi, signedIn = true) {
  const client = new QueryClient();
  client.setQueryData(sessionKeys.me, { user: signedIn ? { id: "u1", username: "Ann" } : null });
  client.setQueryDefaults(sessionKeys.me, { staleTime: Infinity });
  const router = createMemoryRouter([
    { path: "/", element: <Writing api={api} /> },
    { path: "/elsewhere", element: <p>Elsewhere</p> },
  ]);
  renderUi(<RouterProvider router={router} />, client);
  return router;
}

const box = () => screen.getByLabelText("Writing") as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("useDraft", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("puts back the draft the server holds, and saves nothing until the student types", async () => {
    const server = fakeServer({ debate: { writing: "Typed on my laptop" } });
    show(server.api);
    await wait(0);
    expect(box().value).toBe("Typed on my laptop");
    await wait(DRAFT_DELAY_MS * 3);
    expect(server.calls).toEqual(["load debate"]);
  });

  it("saves what the student typed while the draft was still loading", async () => {
    const server = fakeServer();
    let arrive = () => {};
    const slow: DraftApi = { ...server.api, load: (key) => new Promise((r) => (arrive = () => r(server.api.load(key)))) };
    show(slow);
    type("Typed before the draft arrived");
    arrive();
    await wait(0);
    await wait(DRAFT_DELAY_MS);
    expect(server.held.get("debate")).toEqual({ writing: "Typed before the draft arrived" });
    expect(screen.getByTestId("draft-status").textContent).toBe(M.saved);
  });

  it("saves once the student pauses, not on every keystroke, and says so", async () => {
    const server = fakeServer();
    show(server.api);
    await wait(0);
    for (const text of ["M", "Ma", "Mad", "Madam"]) {
      type(text);
      await wait(DRAFT_DELAY_MS / 2);
    }
    expect(server.calls).toEqual(["load debate"]);
    await wait(DRAFT_DELAY_MS);
    expect(server.calls).toEqual(["load debate", 'save {"writing":"Madam"}']);
    expect(screen.getByTestId("draft-status").textContent).toBe(M.saved);
    expect(server.held.get("debate")).toEqual({ writing: "Madam" });
  });

  it("on a newer copy saved elsewhere, shows that copy and keeps this page's text on screen beside it", async () => {
    const server = fakeServer({ debate: { writing: "First words" } });
    show(server.api);
    await wait(0);
    server.elsewhere("debate", { writing: "Written on my phone" });
    type("First words, and more from the laptop");
    await wait(DRAFT_DELAY_MS);
    await wait(0);
    // The stale save is refused, never retried blindly over the newer copy.
    expect(server.held.get("debate")).toEqual({ writing: "Written on my phone" });
    expect(box().value).toBe("Written on my phone");
    expect(screen.getByText(M.replaced)).toBeTruthy();
    expect((screen.getByLabelText(M.replacedLabel) as HTMLTextAreaElement).value).toBe("First words, and more from the laptop");
    // Typing on goes on from the newer copy's version.
    type("Written on my phone, then edited here");
    await wait(DRAFT_DELAY_MS);
    expect(server.held.get("debate")).toEqual({ writing: "Written on my phone, then edited here" });
    expect(screen.getByLabelText(M.replacedLabel)).toBeTruthy();
  });

  it("keeps trying a save that failed, saying it is not saved yet", async () => {
    const server = fakeServer();
    show(server.api);
    await wait(0);
    server.state.down = true;
    type("Lost?");
    await wait(DRAFT_DELAY_MS);
    expect(screen.getByTestId("draft-status").textContent).toBe(M.notSaved);
    await wait(DRAFT_RETRY_MS);
    expect(server.calls.filter((c) => c.startsWith("save"))).toHaveLength(2);
    server.state.down = false;
    await wait(DRAFT_RETRY_MS);
    expect(screen.getByTestId("draft-status").textContent).toBe(M.saved);
    expect(server.held.get("debate")).toEqual({ writing: "Lost?" });
  });

  it("on submit, sends nothing pending and removes the server's draft", async () => {
    const server = fakeServer({ debate: { writing: "old" } });
    show(server.api);
    await wait(0);
    type("What I hand in");
    fireEvent.click(screen.getByText("Submit"));
    await wait(DRAFT_DELAY_MS * 2);
    expect(server.calls).toEqual(["load debate", "clear debate"]);
    expect(server.held.size).toBe(0);
  });

  it("asks before an in-app move or a reload while text is not yet saved, and not after", async () => {
    const server = fakeServer();
    const router = show(server.api);
    await wait(0);
    type("Unsaved words");
    const reload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    fireEvent.click(screen.getByText("Leave"));
    await wait(0);
    expect(confirm).toHaveBeenCalledWith(M.leaveWarning);
    expect(router.state.location.pathname).toBe("/");

    await wait(DRAFT_DELAY_MS);
    const later = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    confirm.mockClear();
    fireEvent.click(screen.getByText("Leave"));
    await wait(0);
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("does nothing for a visitor who is not signed in", async () => {
    const server = fakeServer();
    show(server.api, false);
    await wait(0);
    type("A guest's words");
    await wait(DRAFT_DELAY_MS * 2);
    expect(server.calls).toEqual([]);
    expect(screen.getByTestId("draft-status").textContent).toBe("");
  });
});
