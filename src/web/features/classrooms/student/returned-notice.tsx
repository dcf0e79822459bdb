import { Alert, Text } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { RETURN_MESSAGES as R } from "#shared/messages/returns.ts";
import type { ReturnEntry } from "#shared/classrooms/returns.ts";
import { formatMoment } from "#web/ui/dates.ts";

/** The teacher handed this work back with Return: her comment, and whether one more attempt came with it. */
export function ReturnedNotice({ returned, attemptOpen }: { returned: ReturnEntry; attemptOpen: boolean }) {
  return (
    <Alert
      color="cyan"
      variant="light"
      icon={<IconArrowBackUp size={18} aria-hidden />}
      title={`${R.returnedToYou} (${formatMoment(returned.returned_at)})`}
      data-testid="returned-notice"
    >
      {returned.comment && (
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="returned-comment">
          {returned.comment}
        </Text>
      )}
      {attemptOpen && (
        <Text size="sm" fw={600} mt={returned.comment ? "xs" : 0} data-testid="returned-attempt">
          {R.oneMoreAttempt}
        </Text>
      )}
    </Alert>
  );
}
