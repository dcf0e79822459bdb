import { Badge, Tooltip } from "@mantine/core";

/** Says honestly who scored the answer: the built-in offline coach or a named model. */
export function EngineBadge({ engine }: { engine: string | null | undefined }) {
  if (!engine) return null;
  if (engine === "offline")
    return (
      <Tooltip label="Scored by Rostrum's built-in rubric, without an AI model" events={{ hover: true, focus: true, touch: true }}>
        <Badge variant="light" color="gray" tabIndex={0} data-testid="engine-badge">Offline coach</Badge>
      </Tooltip>
    );
  return <Badge variant="light" color="indigo" data-testid="engine-badge">AI model: {engine.replace(/^model:/, "")}</Badge>;
}
