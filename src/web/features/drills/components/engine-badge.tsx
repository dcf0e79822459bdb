import { useId } from "react";
import { Badge } from "@mantine/core";
import { UI_MESSAGES } from "#shared/messages/ui.ts";
import classes from "./engine-badge.module.css";

/** Says honestly who scored the answer: the built-in offline coach or a named model. */
export function EngineBadge({ engine }: { engine: string | null | undefined }) {
  const tipId = useId();
  if (!engine) return null;
  if (engine === "offline")
    return (
      <span className={classes.hint}>
        <Badge variant="light" color="gray" tabIndex={0} aria-describedby={tipId} data-testid="engine-badge">
          Offline coach
        </Badge>
        <span role="tooltip" id={tipId} className={classes.tip}>
          {UI_MESSAGES.offlineCoachHint}
        </span>
      </span>
    );
  return (
    <Badge variant="light" color="indigo" data-testid="engine-badge">
      AI model: {engine.replace(/^model:/, "")}
    </Badge>
  );
}
