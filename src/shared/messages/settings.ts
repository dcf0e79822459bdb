// Settings messages: spec part 1 sections 5 and 8, plus the server's own rules on settings.
export const SETTINGS_MESSAGES = {
  saved: "Saved successfully.",
  loadFailed: "Failed to load settings.",
  initFailed: "Failed to initialize settings.",
  saveFailed: "Failed to save changes.",
  unknownGroup: "Unknown settings group.",
  teacherOnly: "Only teachers and admins have teacher settings.",
  cooldownMin: "Cooldown must be 0 days or more.",
  timerMin: "The timer must be at least 60 seconds.",
} as const;
