import {
  CLASSROOMS_PER_ACCOUNT,
  FOLDERS_PER_ACCOUNT,
  LESSONS_PER_ACCOUNT,
  MODULE_LESSONS_PER_ACCOUNT,
  MODULES_PER_ACCOUNT,
} from "#shared/limits.ts";

// What a create answers when the account already keeps as many rows of that kind as it may.
const full = (n: number, what: string) => `You already have ${n} ${what}, the most one account can keep. Delete some to make room.`;

export const QUOTA_MESSAGES = {
  lessons: full(LESSONS_PER_ACCOUNT, "lessons"),
  folders: full(FOLDERS_PER_ACCOUNT, "folders"),
  classrooms: full(CLASSROOMS_PER_ACCOUNT, "classrooms"),
  modules: full(MODULES_PER_ACCOUNT, "modules"),
  moduleLessons: full(MODULE_LESSONS_PER_ACCOUNT, "module lessons"),
} as const;
