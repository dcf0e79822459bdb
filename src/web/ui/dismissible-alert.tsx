import type { ReactNode } from "react";
import { Alert } from "@mantine/core";

const TONES = {
  problem: { color: "red", role: "alert" },
  done: { color: "teal", role: "status" },
} as const;

interface Props {
  /** A problem is red and announced at once; something done is teal and announced politely. */
  tone: keyof typeof TONES;
  onClose: () => void;
  title?: string;
  testId?: string;
  children?: ReactNode;
}

/** The one way a page shows a message the user may close. */
export function DismissibleAlert({ tone, onClose, title, testId, children }: Props) {
  return (
    <Alert {...TONES[tone]} title={title} withCloseButton closeButtonLabel="Dismiss" onClose={onClose} data-testid={testId}>
      {children}
    </Alert>
  );
}
