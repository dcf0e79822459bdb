import { useEffect } from "react";
import { useBlocker } from "react-router";
import { DRAFT_MESSAGES as M } from "#shared/messages/drafts.ts";

/** While `unsaved`, closing or reloading the tab asks first, and so does moving to another page of the app. */
export function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);

  const blocker = useBlocker(unsaved);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(M.leaveWarning)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
