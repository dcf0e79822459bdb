import type { ReactNode } from "react";
import { Alert, Button } from "@mantine/core";
import { Page } from "../../../ui/page";
import { ApiError, errorText } from "../../../app/client";
import { CLASSROOM_MESSAGES as C } from "../../../../shared/messages/classrooms";
import { readableTitle } from "../readable";

/** A student screen that could not load: not a member (403), gone (404), or a failure worth retrying. */
export function LoadProblem({
  title,
  error,
  fallback,
  actions,
  onRetry,
}: {
  title: string;
  error: unknown;
  fallback: string;
  actions: ReactNode;
  onRetry: () => void;
}) {
  const status = error instanceof ApiError ? error.status : 0;
  const refused = status === 403 || status === 404;
  return (
    <Page title={status === 403 ? "Not in this class" : title} actions={actions}>
      <Alert
        color={refused ? "yellow" : "red"}
        styles={readableTitle}
        role="alert"
        title={errorText(error, status === 403 ? C.notMember : fallback)}
        data-testid="load-error"
      >
        {!refused && (
          <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Alert>
    </Page>
  );
}
