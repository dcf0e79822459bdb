// Settings messages, plus the server's own rules on settings.
export const SETTINGS_MESSAGES = {
  saved: "Saved successfully.",
  loadFailed: "Failed to load settings.",
  initFailed: "Failed to initialize settings.",
  saveFailed: "Failed to save changes.",
  mustLogIn: "You must be logged in to view settings.",
  unknownGroup: "Unknown settings group.",
  teacherOnly: "Only teachers and admins have teacher settings.",
  cooldownMin: "Cooldown must be 0 days or more.",
  timerMin: "The timer must be at least 60 seconds.",
  timerMax: "The timer can be at most 60 minutes.",
  cooldownMax: "Cooldown can be at most 3650 days.",
  weightRange: "Each weight must be between 0 and 100.",
  deadlineHourRange: "The deadline hour must be between 0 and 23.",
  avatarUrl: "The avatar must be an image uploaded here: addresses of pictures on other sites are not accepted.",
  avatarType: "The image must be a PNG, JPEG or WebP file.",
  avatarNotItsType: "That file is not the PNG, JPEG or WebP image it says it is.",
  avatarTooLarge: "The image must be 2 MB or smaller.",
  avatarUnreadable: "That file could not be read as an image.",
  avatarTooManyPixels: "The image is too large: at most 25 megapixels.",
  avatarNotFound: "No avatar.",
  avatarUploadFailed: "Failed to upload the image.",
  avatarRemoveFailed: "Failed to remove the image.",
} as const;

// Privacy tab: exporting one's data and deleting the account.
export const PRIVACY_MESSAGES = {
  typeDelete: "Type DELETE to confirm.",
  passwordRequired: "Enter your password to confirm.",
  wrongPassword: "That password is not correct. Nothing was deleted.",
  tooManyPasswords: "Too many wrong passwords. Try again in 15 minutes.",
  signInAgain: "This account has no password: sign in again, then delete it within 10 minutes.",
  sessionGone: "Your session has ended. Sign in again to continue.",
  exportFailed: "Failed to export your data.",
  previewFailed: "Failed to load what would be deleted.",
  deleteFailed: "Failed to delete your account.",
  accountDeleted: "Your account and everything it owned have been deleted. You are signed out.",
} as const;
