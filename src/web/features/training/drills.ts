import { IconArrowBackUp, IconFrame, IconListDetails, IconRuler2, IconSwords, IconUsers } from "@tabler/icons-react";
import type { DrillKind } from "../../../shared/drills/rubric";

/** How each drill is named and introduced, on the hub, the drill pages and the progress page. */
export const DRILLS: Record<DrillKind, { title: string; description: string; icon: typeof IconUsers }> = {
  argument: {
    title: "PAEL Argument",
    description: "Build one argument as Point, Analysis, Example and Link for a side chosen at random.",
    icon: IconListDetails,
  },
  characterization: {
    title: "Characterization",
    description: "Describe the actors a motion affects and link each one to an argument.",
    icon: IconUsers,
  },
  refutation: {
    title: "Refutation",
    description: "Take apart an AI-built argument: its impact, its analysis and its examples.",
    icon: IconArrowBackUp,
  },
  clashes: { title: "Clashes", description: "Name the vulnerable actors and the clash both sides must win about them.", icon: IconSwords },
  modeling: { title: "Modeling", description: "Define the motion's key terms and show how the policy would work.", icon: IconRuler2 },
  framing: { title: "Framing", description: "Diagnose the opponent's frame and shift the debate onto yours.", icon: IconFrame },
};

/** Stable keys for list rows that can be added and removed. */
let nextRowId = 0;
export const rowId = () => `row-${++nextRowId}`;
