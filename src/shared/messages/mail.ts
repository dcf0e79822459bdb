// E-mails the server sends (not in the spec, which sends none of its own).
export const MAIL_MESSAGES = {
  confirmSubject: "Confirm your Rostrum account",
  confirmText: (name: string, url: string) =>
    `Hello ${name},\n\nConfirm your e-mail address to start using Rostrum:\n${url}\n\nIf you did not sign up, ignore this message.`,
  resetSubject: "Reset your Rostrum password",
  resetText: (name: string, url: string) =>
    `Hello ${name},\n\nSomeone asked to reset the password of your Rostrum account. To choose a new one, open this link within an hour:\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.`,
  emailChangedSubject: "Your Rostrum e-mail was changed",
  emailChangedText: (name: string, newEmail: string, undoUrl: string) =>
    `Hello ${name},\n\nThe e-mail of your Rostrum account was changed to ${newEmail}, and every other device was signed out. This address no longer signs in.\n\nIf it was not you, open this link to put this address back and sign out every device:\n${undoUrl}\nThen choose a new password with "Forgot password?" on the sign-in page. The link works for 30 days, while the e-mail is not changed again.\n\nIf it was you, ignore this message.`,
} as const;
