import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Alert, Button } from "@mantine/core";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

interface Props {
  /** Changes when the address does; a new page gets a fresh start. */
  resetKey: string;
  children: ReactNode;
}

/** A page that throws while rendering (or whose code fails to load) shows this instead of a blank app. */
class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidUpdate(prev: Props) {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" role="alert" title={UI_MESSAGES.pageFailed} data-testid="route-error" maw={720}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => window.location.reload()}>
          {UI_MESSAGES.reload}
        </Button>
      </Alert>
    );
  }
}

/** The route-level error element: every page is rendered inside it. */
export function RouteError({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{children}</RouteErrorBoundary>;
}
