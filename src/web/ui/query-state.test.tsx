// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderUi } from "#web/test/render.tsx";
import { QueryState, type QueryLike } from "./query-state";
import { ApiError } from "#web/ui/api-error.ts";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

const TEXTS = { error: "Could not load the thing.", notFound: "Thing not found.", forbidden: "Not your thing." };
const query = (q: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({ data: undefined, error: null, isPending: false, ...q });
const show = (q: QueryLike<string[]>, extra: Partial<Parameters<typeof QueryState<string[]>>[0]> = {}) =>
  renderUi(
    <QueryState query={q} texts={TEXTS} testId="state" {...extra}>
      {(items) => <p>Items: {items.join(", ")}</p>}
    </QueryState>,
  );

describe("QueryState", () => {
  it("shows a loader, then the data", () => {
    show(query({ isPending: true }));
    expect(screen.getByLabelText("Loading")).toBeTruthy();
    show(query({ data: ["a", "b"] }));
    expect(screen.getByText("Items: a, b")).toBeTruthy();
  });

  it("shows the page's own loading skeleton when it has one", () => {
    show(query({ isPending: true }), { loading: <p>Skeleton</p> });
    expect(screen.getByText("Skeleton")).toBeTruthy();
    expect(screen.queryByLabelText("Loading")).toBeNull();
  });

  it("shows the empty state when the data has nothing in it", () => {
    show(query({ data: [] }), { isEmpty: (d) => d.length === 0, empty: <p>Nothing yet.</p> });
    expect(screen.getByText("Nothing yet.")).toBeTruthy();
  });

  it("words a 404 and a 403 as refusals, with no Try again", () => {
    show(query({ error: new ApiError(404, "") }));
    expect(screen.getByTestId("state").textContent).toBe("Thing not found.");
    expect(screen.queryByRole("button", { name: UI_MESSAGES.tryAgain })).toBeNull();
    show(query({ error: new ApiError(403, "You are not a member of this classroom.") }), { forbiddenTitle: "Locked" });
    expect(screen.getByRole("alert", { name: /Locked/ }).textContent).toContain("You are not a member of this classroom.");
  });

  it("offers Try again for a failure that might pass", async () => {
    const refetch = vi.fn();
    show(query({ error: new ApiError(500, ""), refetch }));
    expect(screen.getByRole("alert").textContent).toContain("Could not load the thing.");
    await userEvent.click(screen.getByRole("button", { name: UI_MESSAGES.tryAgain }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("keeps showing earlier data when a refetch fails (the app's notification reports that)", () => {
    show(query({ data: ["a"], error: new ApiError(500, "") }));
    expect(screen.getByText("Items: a")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("adds the page's note to a refusal, and no note to a failure", () => {
    const note = { forbiddenNote: "Open it from your list." };
    show(query({ error: new ApiError(403, "") }), note);
    expect(screen.getByTestId("state").textContent).toBe("Not your thing. Open it from your list.");
    cleanup();
    show(query({ error: new ApiError(500, "") }), note);
    expect(screen.getByTestId("state").textContent).not.toContain("Open it from your list.");
  });

  it("frames a failure in the page the status calls for, and only a failure", () => {
    const frame = (alert: ReactNode, status: number) => (
      <section>
        <h1>{status === 403 ? "Not yours" : "Thing"}</h1>
        {alert}
      </section>
    );
    show(query({ error: new ApiError(403, "") }), { frame });
    expect(screen.getByRole("heading", { name: "Not yours" })).toBeTruthy();
    expect(screen.getByTestId("state").textContent).toBe("Not your thing.");
    cleanup();
    show(query({ error: new ApiError(500, "") }), { frame });
    expect(screen.getByRole("heading", { name: "Thing" })).toBeTruthy();
    cleanup();
    show(query({ data: ["a"] }), { frame });
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("Items: a")).toBeTruthy();
  });
});
