// @vitest-environment jsdom
// The live round's notes box: dictation where the browser has speech recognition (none where it has not),
// settled words added to the text, words still being heard saved with it and never twice.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderUi } from "#web/test/render.tsx";
import { NotesBox } from "./notes-box";

const saved = vi.fn();
let stored = "";
vi.mock("#web/features/live-rounds/api/use-notes.ts", () => ({
  useNotes: () => ({ data: { notes: [{ key: "speech:prop-1", user_id: "me", body: stored }] } }),
  useSaveNote: () => ({ mutate: saved, isPending: false, isSuccess: false }),
}));

type Result = [text: string, final: boolean];
class FakeRecognition {
  static all: FakeRecognition[] = [];
  continuous = false;
  interimResults = false;
  lang = "";
  state: "new" | "started" | "stopped" | "aborted" = "new";
  onresult: ((e: unknown) => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  constructor() {
    FakeRecognition.all.push(this);
  }
  start() {
    this.state = "started";
  }
  stop() {
    this.state = "stopped";
  }
  abort() {
    this.state = "aborted";
    this.onerror?.({ error: "aborted" });
    setTimeout(() => this.onend?.(), 0);
  }
  hear(results: Result[], resultIndex = 0) {
    act(() => this.onresult?.({ resultIndex, results: results.map(([t, isFinal]) => ({ isFinal, 0: { transcript: t } })) }));
  }
  end() {
    act(() => this.onend?.());
  }
}
const w = window as unknown as { webkitSpeechRecognition?: unknown };
const box = () => screen.getByRole("textbox", { name: "Your notes or speech" }) as HTMLTextAreaElement;
const render = () => renderUi(<NotesBox roundId="r1" userId="me" noteKey="speech:prop-1" label="Your notes or speech" />);

beforeEach(() => {
  stored = "";
  saved.mockReset();
  FakeRecognition.all = [];
});
afterEach(() => {
  delete w.webkitSpeechRecognition;
});

describe("NotesBox dictation", () => {
  it("offers no dictation where the browser has no speech recognition", () => {
    render();
    expect(screen.queryByRole("button", { name: "Dictate" })).toBeNull();
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
  });

  it("adds settled words to the text, shows those still being heard, and saves them too, once", async () => {
    w.webkitSpeechRecognition = FakeRecognition;
    stored = "Framing:";
    const user = userEvent.setup();
    render();
    expect(box().value).toBe("Framing:");
    await user.click(screen.getByRole("button", { name: "Dictate" }));
    const first = FakeRecognition.all[0];
    expect(first).toMatchObject({ state: "started", interimResults: true, continuous: true });
    expect(screen.getByRole("button", { name: "Stop dictation" }).getAttribute("aria-pressed")).toBe("true");

    first.hear([["we propose a weekly debate", true]]);
    expect(box().value).toBe("Framing: we propose a weekly debate");
    first.hear(
      [
        ["we propose a weekly debate", true],
        ["because practice", false],
      ],
      1,
    );
    expect(screen.getByTestId("dictation-interim").textContent).toBe("Hearing: because practice");

    // Save while a phrase is still being heard: it is saved with the rest, and the recogniser starts afresh.
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(saved).toHaveBeenCalledWith({ key: "speech:prop-1", body: "Framing: we propose a weekly debate because practice" });
    expect(box().value).toBe("Framing: we propose a weekly debate because practice");
    expect(screen.queryByTestId("dictation-interim")).toBeNull();
    expect(first.state).toBe("aborted");
    await act(() => new Promise((r) => setTimeout(r, 5)));
    const second = FakeRecognition.all[1];
    expect(second?.state).toBe("started");
    expect(screen.getByRole("button", { name: "Stop dictation" })).toBeTruthy();

    // The old run settling on that phrase late adds nothing twice; the new run goes on adding.
    first.hear([["because practice makes debaters", true]]);
    second.hear([["makes better speakers", true]]);
    expect(box().value).toBe("Framing: we propose a weekly debate because practice makes better speakers");
  });

  it("keeps words still being heard when the recogniser stops by itself", async () => {
    w.webkitSpeechRecognition = FakeRecognition;
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole("button", { name: "Dictate" }));
    const rec = FakeRecognition.all[0];
    rec.hear([["our second point", false]]);
    rec.end();
    expect(box().value).toBe("our second point");
    expect(screen.getByRole("button", { name: "Dictate" }).getAttribute("aria-pressed")).toBe("false");
    expect(FakeRecognition.all).toHaveLength(1);
  });

  it("stops when asked, and a typed change is saved as typed", async () => {
    w.webkitSpeechRecognition = FakeRecognition;
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole("button", { name: "Dictate" }));
    await user.click(screen.getByRole("button", { name: "Stop dictation" }));
    expect(FakeRecognition.all[0].state).toBe("stopped");
    FakeRecognition.all[0].end();
    await user.type(box(), "Rebut the cost");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(saved).toHaveBeenCalledWith({ key: "speech:prop-1", body: "Rebut the cost" });
  });
});
