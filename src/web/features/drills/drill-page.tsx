import { useParams } from "react-router";
import type { ComponentType } from "react";
import { NotFoundPage } from "#web/app/not-found-page.tsx";
import { DRILL_KINDS, type DrillKind } from "#shared/drills/rubric.ts";
import {
  ArgumentDrillPage,
  CharacterizationDrillPage,
  ClashesDrillPage,
  FramingDrillPage,
  ModelingDrillPage,
  RefutationDrillPage,
} from "./drills/index";

const PAGES: Record<DrillKind, ComponentType> = {
  argument: ArgumentDrillPage,
  characterization: CharacterizationDrillPage,
  refutation: RefutationDrillPage,
  clashes: ClashesDrillPage,
  modeling: ModelingDrillPage,
  framing: FramingDrillPage,
};

const isDrillKind = (v: string | undefined): v is DrillKind => DRILL_KINDS.includes(v as DrillKind);

/** /training/:kind — the six drill screens load together on the first visit to any of them. */
export function DrillPage() {
  const { kind } = useParams();
  if (!isDrillKind(kind)) return <NotFoundPage />;
  const Drill = PAGES[kind];
  // Keyed by drill, so moving from one drill to another never carries a round across.
  return <Drill key={kind} />;
}
