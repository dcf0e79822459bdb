import { Link } from "react-router";
import { Button, Group } from "@mantine/core";
import { Page } from "#web/ui/page.tsx";
import { UI_MESSAGES } from "#shared/messages/ui.ts";
import { paths } from "./paths";

export function NotFoundPage() {
  return (
    <Page title="Page not found" description={UI_MESSAGES.pageNotFound}>
      <Group>
        <Button component={Link} to={paths.home()}>
          Back to home
        </Button>
      </Group>
    </Page>
  );
}
