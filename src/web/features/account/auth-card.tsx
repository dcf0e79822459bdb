import type { ReactNode } from "react";
import { Paper } from "@mantine/core";
import { Page } from "#web/ui/page.tsx";

/** The sign-in screens: the page header every page has, then the form on a card. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Page title={title} description={subtitle} size={440}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: "md", xs: "xl" }}>
        {children}
      </Paper>
    </Page>
  );
}
