import type { ReactNode } from "react";
import type { DrillKind } from "#shared/drills/rubric.ts";
import { ArgumentResult } from "./argument-result";
import { CharacterizationResult } from "./characterization-result";
import { ClashesResult } from "./clashes-result";
import { FramingResult } from "./framing-result";
import { ModelingResult } from "./modeling-result";
import { RefutationResult } from "./refutation-result";

const VIEWS = {
  argument: ArgumentResult,
  characterization: CharacterizationResult,
  refutation: RefutationResult,
  clashes: ClashesResult,
  modeling: ModelingResult,
  framing: FramingResult,
} as const;

/** Any drill's result by kind: a saved attempt read back from the server has no static type. */
export function ResultView({ kind, result }: { kind: DrillKind; result: unknown }) {
  const View = VIEWS[kind] as (p: { result: unknown }) => ReactNode;
  return <View result={(result ?? {}) as object} />;
}
