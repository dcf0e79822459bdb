import { actors } from "./actors";
import { championship } from "./championship";
import { clash } from "./clash";
import { foundations } from "./foundations";
import { framing } from "./framing";
import type { SeedModule } from "./types";

/** The starter curriculum, in the order a new student meets it. */
export const STARTER_CURRICULUM: readonly SeedModule[] = [foundations, clash, actors, framing, championship];
