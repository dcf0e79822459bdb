import { Link } from "react-router";
import { Button, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { paths } from "./paths";

export function NotFoundPage() {
  useDocumentTitle("Page not found · Rostrum");
  return (
    <Stack align="center" py={64} gap="sm">
      <Title order={1}>Page not found</Title>
      <Text c="dimmed">There is no page at this address.</Text>
      <Button component={Link} to={paths.home()} mt="md">Back to home</Button>
    </Stack>
  );
}
