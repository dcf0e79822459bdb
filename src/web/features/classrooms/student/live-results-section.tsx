import { Stack, Text, Title } from "@mantine/core";
import { LiveResultList } from "#web/ui/live-results.tsx";
import { useClassLiveResults } from "#web/features/classrooms/api/use-live-results.ts";

/** The member's own live-round results in this class, once the chair releases each ballot; nothing before the first. */
export function LiveResultsSection({ classroomId }: { classroomId: string }) {
  const q = useClassLiveResults(classroomId);
  const results = q.data?.results ?? [];
  if (!q.isSuccess || results.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="live-results-title" data-testid="class-live-results">
      <Title order={2} size="h4" id="live-results-title">
        Your live rounds
      </Title>
      <Text size="sm" c="dimmed">
        Your points and result in each round your teacher chaired, with her reason for decision, once she releases the ballot.
      </Text>
      <LiveResultList results={results} showClass={false} />
    </Stack>
  );
}
