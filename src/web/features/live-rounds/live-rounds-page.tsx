// A class's live rounds: the teacher creates one; everyone in the class opens it from here.
import { Link, useParams } from "react-router";
import { Anchor, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { FORMATS } from "#shared/debate/formats/index.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { Page } from "#web/ui/page.tsx";
import { QueryState } from "#web/ui/query-state.tsx";
import { paths } from "#web/app/paths.ts";
import { useLiveRounds } from "./api/use-live-rounds";
import { CreateRoundForm } from "./create-round-form";

export function LiveRoundsPage() {
  const { classroomId = "" } = useParams();
  const q = useLiveRounds(classroomId);
  const back = (
    <Button component={Link} to={paths.classrooms()} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      Classrooms
    </Button>
  );
  return (
    <Page title={L.sectionTitle} description={L.sectionHint} actions={back}>
      <QueryState query={q} texts={{ error: L.roundNotFound, forbidden: L.notInClass }}>
        {(data) => (
          <Stack gap="md">
            {data.chair && <CreateRoundForm classroomId={classroomId} />}
            {data.rounds.length === 0 && <Text c="dimmed">{L.none}</Text>}
            {data.rounds.map((r) => (
              <Card key={r.id} withBorder radius="md" padding="md" data-testid="live-round-card">
                <Group justify="space-between" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0, flex: "1 1 260px" }}>
                    <Anchor component={Link} to={paths.liveRound(classroomId, r.id)} fw={600}>
                      {r.motion}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {FORMATS[r.format].name}
                    </Text>
                  </Stack>
                  <Badge variant="light" color={r.phase === "finished" ? "gray" : r.phase === "waiting" ? "blue" : "teal"}>
                    {L.phaseLabel[r.phase]}
                  </Badge>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
