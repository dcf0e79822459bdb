// What the draft routes and the draft status line say.
export const DRAFT_MESSAGES = {
  badKey: "This is not something a draft can be kept for.",
  badBody: "A draft must be a JSON object.",
  tooLarge: "This draft is too large to save.",
  tooMany: "You have too many drafts saved. Submit or clear some of your work first.",
  badVersion: "A draft's version is a whole number.",
  stale: "This draft was saved more recently in another tab or on another device. Load the newer copy before saving.",
  replaced:
    "This draft was changed in another tab or on another device: the newer copy is shown. What you had typed here is below, to copy back what you want.",
  replacedLabel: "What you had typed here",
  tooFast: "Drafts are being saved too often. Please wait a moment.",
  saved: "Saved",
  saving: "Saving…",
  notSaved: "Not saved — retrying",
  leaveWarning: "You have unsaved work on this page. Leave anyway?",
} as const;
