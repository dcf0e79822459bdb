import { Skeleton, Stack } from "@mantine/core";

/** The lesson form's shape while its data loads. */
export function FormSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading the lesson form">
      <Skeleton h={96} radius="md" />
      <Skeleton h={56} />
      <Skeleton h={56} />
      <Skeleton h={200} />
      <Skeleton h={80} />
    </Stack>
  );
}
