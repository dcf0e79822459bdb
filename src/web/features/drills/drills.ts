import { IconArrowBackUp, IconFrame, IconListDetails, IconRuler2, IconSwords, IconUsers } from "@tabler/icons-react";
import { DRILL_NAMES, type DrillKind } from "#shared/drills/rubric.ts";

/** How each drill is named and introduced, on the hub, the drill pages and the progress page. */
export const DRILLS: Record<DrillKind, { title: string; description: string; icon: typeof IconUsers }> = {
  argument: {
    title: DRILL_NAMES.argument,
    description: "Build one argument as Point, Analysis, Example and Link for a side chosen at random.",
    icon: IconListDetails,
  },
  characterization: {
    title: DRILL_NAMES.characterization,
    description: "Describe the actors a motion affects and link each one to an argument.",
    icon: IconUsers,
  },
  refutation: {
    title: DRILL_NAMES.refutation,
    description: "Take apart an AI-built argument: its impact, its analysis and its examples.",
    icon: IconArrowBackUp,
  },
  clashes: {
    title: DRILL_NAMES.clashes,
    description: "Name the vulnerable actors and the clash both sides must win about them.",
    icon: IconSwords,
  },
  modeling: {
    title: DRILL_NAMES.modeling,
    description: "Define the motion's key terms and show how the policy would work.",
    icon: IconRuler2,
  },
  framing: { title: DRILL_NAMES.framing, description: "Diagnose the opponent's frame and shift the debate onto yours.", icon: IconFrame },
};

/** Stable keys for list rows that can be added and removed. */
let nextRowId = 0;
export const rowId = () => `row-${++nextRowId}`;
