import type { ReactNode } from "react";
import { Page } from "#web/ui/page.tsx";

/**
 * The page around a student screen that could not load: one who is not a member is told so in the
 * title; anything else keeps the screen's own title.
 */
export const memberFrame = (title: string, actions: ReactNode) =>
  function MemberFrame(alert: ReactNode, status: number) {
    return (
      <Page title={status === 403 ? "Not in this class" : title} actions={actions}>
        {alert}
      </Page>
    );
  };
