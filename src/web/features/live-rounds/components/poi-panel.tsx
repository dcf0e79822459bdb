import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { poiOpen } from "#shared/debate/formats/clock.ts";
import { onOtherBench } from "#shared/debate/formats/round.ts";
import type { LiveRound } from "#shared/live-rounds/schemas.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { unlockBells } from "#web/features/live-rounds/bell.ts";
import type { RoundView } from "#web/features/live-rounds/round-view.ts";
import { useAnswerPoi, useOfferPoi } from "#web/features/live-rounds/api/use-round-actions.ts";

/**
 * Points of information: the one press that offers one (for a debater on the other bench, live only in the
 * unprotected time), and for the speaker the offers standing, to accept or decline. The server decides.
 */
export function PoiPanel({ round, view, elapsed, userId }: { round: LiveRound; view: RoundView; elapsed: number; userId: string }) {
  const offer = useOfferPoi(round.id);
  const answer = useAnswerPoi(round.id);
  const speech = view.speech;
  // A speech without POIs (a reply, or any speech of a format with none, such as Public Forum) has no panel.
  if (!speech || speech.kind !== "speech" || !speech.poi) return null;
  const positions = Object.fromEntries(Object.entries(round.positions).map(([slot, p]) => [slot, p.user_id]));
  const mayOffer = onOtherBench(view.format, speech, positions, userId);
  const speaking = view.speakerIds.includes(userId);
  if (!mayOffer && !speaking) return null;
  const open = round.running_since !== null && poiOpen(speech, elapsed);
  const offered = round.poi_offers.some((o) => o.user_id === userId);
  return (
    <Paper withBorder radius="md" p="md" data-testid="poi-panel">
      {mayOffer && (
        <Button
          fullWidth
          size="lg"
          color="teal.9"
          disabled={!open || offered}
          loading={offer.isPending}
          onClick={() => {
            unlockBells();
            offer.mutate();
          }}
        >
          {offered ? L.poiAlready : L.offerPoi}
        </Button>
      )}
      {speaking && (
        <Stack gap="xs">
          {round.poi_offers.length === 0 && (
            <Text size="sm" c="dimmed">
              {L.noOffers}
            </Text>
          )}
          {round.poi_offers.map((o) => (
            <Group key={o.user_id} justify="space-between" data-testid="poi-offer">
              <Text fw={600}>{L.poiFrom(o.name)}</Text>
              <Group gap="xs">
                <Button size="xs" color="teal.9" onClick={() => answer.mutate({ user_id: o.user_id, accept: true })}>
                  {L.accept}
                </Button>
                <Button size="xs" variant="default" onClick={() => answer.mutate({ user_id: o.user_id, accept: false })}>
                  {L.decline}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
