// The formats a round may follow, each checked when this module loads (a broken format stops the app
// at start, not mid-round).
import { ASIAN_PARLIAMENTARY } from "./asian-parliamentary";
import { BRITISH_PARLIAMENTARY } from "./british-parliamentary";
import { CLASSROOM } from "./classroom";
import { PUBLIC_FORUM } from "./public-forum";
import { parseFormat, type DebateFormat } from "./schema";
import { WORLD_SCHOOLS } from "./world-schools";

export const FORMAT_IDS = ["world-schools", "british-parliamentary", "asian-parliamentary", "public-forum", "classroom"] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

const raw: Record<FormatId, unknown> = {
  "world-schools": WORLD_SCHOOLS,
  "british-parliamentary": BRITISH_PARLIAMENTARY,
  "asian-parliamentary": ASIAN_PARLIAMENTARY,
  "public-forum": PUBLIC_FORUM,
  classroom: CLASSROOM,
};

export const FORMATS: Readonly<Record<FormatId, DebateFormat>> = Object.fromEntries(
  FORMAT_IDS.map((id) => {
    const format = parseFormat(raw[id]);
    if (format.id !== id) throw new Error(`format ${id} calls itself ${format.id}`);
    return [id, format];
  }),
) as Record<FormatId, DebateFormat>;

export const formatOf = (id: FormatId): DebateFormat => FORMATS[id];

export {
  formatProblems,
  formatSlots,
  parseFormat,
  slotKey,
  type DebateFormat,
  type FormatSpeech,
  type FormatTeam,
  type PointScale,
} from "./schema";
