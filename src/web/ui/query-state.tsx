import type { ReactNode } from "react";
import { Alert, Button, Center, Loader } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { ApiError, errorText } from "#web/ui/api-error.ts";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

/** The part of a query result this component reads (a TanStack Query result fits). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching?: boolean;
  refetch?: () => unknown;
}

interface Props<T> {
  query: QueryLike<T>;
  /** The catalogue's words for each failure; the server's own message wins where it sent one. */
  texts: { error: string; notFound?: string; forbidden?: string };
  /** A titled refusal, when the page words it so. */
  forbiddenTitle?: string;
  /** A sentence after the refusal that says where to go instead. */
  forbiddenNote?: string;
  /** Shown while loading (a skeleton of the page); a spinner by default. */
  loading?: ReactNode;
  /** When the data has nothing to show, `empty` is shown instead. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Where a failure needs the page around it (a title that names the refusal, a way back): wraps the alert. */
  frame?: (alert: ReactNode, status: number) => ReactNode;
  /** The alert's test id, for the browser tests. */
  testId?: string;
  children: (data: T) => ReactNode;
}

/** Mantine's light yellow alert title fails the contrast check: it keeps the body's text colour. */
const readableTitle = { title: { color: "var(--mantine-color-text)" } } as const;

/** A failed request's HTTP status (0 for a network failure), for pages whose title words a refusal. */
export const failureStatus = (err: unknown) => (err instanceof ApiError ? err.status : 0);

/**
 * The one way a page shows the state of its main query: loading, empty, not found (404), forbidden
 * (403), or failed (with Try again: a refusal will not change on retry, a failure might).
 */
export function QueryState<T>(props: Props<T>) {
  const { query, loading, isEmpty, empty, frame, children } = props;
  if (query.data !== undefined) return isEmpty?.(query.data) ? empty : children(query.data);
  if (query.isPending)
    return (
      loading ?? (
        <Center h={240} aria-busy="true">
          <Loader aria-label="Loading" />
        </Center>
      )
    );
  const status = failureStatus(query.error);
  const alert = <FailureAlert {...props} status={status} />;
  return frame ? frame(alert, status) : alert;
}

function FailureAlert<T>({ query, texts, forbiddenTitle, forbiddenNote, testId, status }: Props<T> & { status: number }) {
  if (status === 403 || status === 404) {
    const forbidden = status === 403;
    const fallback = (forbidden ? texts.forbidden : texts.notFound) ?? texts.error;
    return (
      <Alert
        color="yellow"
        role="alert"
        icon={forbidden ? <IconLock size={18} aria-hidden /> : undefined}
        title={forbidden ? forbiddenTitle : undefined}
        styles={readableTitle}
        data-testid={testId}
      >
        {errorText(query.error, fallback)}
        {forbidden && forbiddenNote && ` ${forbiddenNote}`}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      {texts.error}
      {query.refetch && (
        <div>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void query.refetch?.()} loading={query.isFetching}>
            {UI_MESSAGES.tryAgain}
          </Button>
        </div>
      )}
    </Alert>
  );
}
