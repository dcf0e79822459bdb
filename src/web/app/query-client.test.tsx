// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { Notifications } from "@mantine/notifications";
import { renderUi } from "#web/test/render.tsx";
import { createQueryClient, retryUnlessRefused } from "./query-client";
import { showFailure } from "./notify";
import { ApiError } from "#web/ui/api-error.ts";
import { sessionKeys } from "./session/keys";
import { COMMON_MESSAGES } from "#shared/messages/common.ts";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

const fail = (err: unknown) => () => Promise.reject(err);

function setup() {
  const notify = vi.fn();
  const client = createQueryClient(notify);
  client.setDefaultOptions({ queries: { retry: false } });
  return { notify, client };
}

describe("the app's error path", () => {
  it("notifies a mutation failure its screen does not show, in the server's words or the generic ones", async () => {
    const { notify, client } = setup();
    const run = (meta?: { errorShown: boolean }, err: unknown = new ApiError(409, "Already taken.")) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: fail(err), meta })
        .execute(undefined)
        .catch(() => {});
    await run();
    expect(notify).toHaveBeenLastCalledWith("Already taken.");
    await run(undefined, new ApiError(500, ""));
    expect(notify).toHaveBeenLastCalledWith(COMMON_MESSAGES.serverError);
    notify.mockClear();
    await run({ errorShown: true });
    expect(notify).not.toHaveBeenCalled();
  });

  it("leaves a query with no data to its page, and notifies a refetch that fails behind earlier data", async () => {
    const { notify, client } = setup();
    await client.fetchQuery({ queryKey: ["a"], queryFn: fail(new ApiError(0, UI_MESSAGES.unreachable)) }).catch(() => {});
    expect(notify).not.toHaveBeenCalled();
    client.setQueryData(["b"], 1);
    await client.fetchQuery({ queryKey: ["b"], queryFn: fail(new ApiError(0, UI_MESSAGES.unreachable)), staleTime: 0 }).catch(() => {});
    expect(notify).toHaveBeenCalledWith(UI_MESSAGES.unreachable);
  });

  it("turns a 401 into a session reload, not a notification", async () => {
    const { notify, client } = setup();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    client.setQueryData(["c"], 1);
    await client.fetchQuery({ queryKey: ["c"], queryFn: fail(new ApiError(401, "")), staleTime: 0 }).catch(() => {});
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKeys.me });
    expect(notify).not.toHaveBeenCalled();
  });

  it("retries network trouble and 5xx twice, never a 4xx", () => {
    expect(retryUnlessRefused(0, new ApiError(404, ""))).toBe(false);
    expect(retryUnlessRefused(0, new ApiError(429, ""))).toBe(false);
    expect(retryUnlessRefused(0, new ApiError(503, ""))).toBe(true);
    expect(retryUnlessRefused(1, new ApiError(0, ""))).toBe(true);
    expect(retryUnlessRefused(2, new ApiError(0, ""))).toBe(false);
  });

  it("shows the notification on screen", async () => {
    renderUi(<Notifications />);
    act(() => showFailure("Could not save your changes."));
    expect((await screen.findByRole("alert")).textContent).toContain("Could not save your changes.");
  });
});
