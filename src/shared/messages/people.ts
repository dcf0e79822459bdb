// Admin → People: the accounts list, role changes and an admin's password reset.
export const PEOPLE_MESSAGES = {
  personNotFound: "No such account.",
  badPage: "The page must be a whole number from 1.",
  badRole: "Choose the admin or teacher role, given or taken.",
  lastAdmin: "This is the last admin: make someone else an admin first.",
  loadFailed: "Failed to load the accounts.",
  changeFailed: "Failed to change the role.",
  resetFailed: "Failed to reset the password.",
  resetEmailed: "A reset link was sent to their e-mail.",
  resetTemporary:
    "Their password is now this temporary one. It is shown only once: give it to them. They must choose a new password when they next sign in.",
  noPeople: "No accounts match.",
} as const;
