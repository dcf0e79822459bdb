// E-mails the server sends (not in the spec, which sends none of its own).
export const MAIL_MESSAGES = {
  confirmSubject: "Confirm your Rostrum account",
  confirmText: (name: string, url: string) =>
    `Hello ${name},\n\nConfirm your e-mail address to start using Rostrum:\n${url}\n\nIf you did not sign up, ignore this message.`,
  resetSubject: "Reset your Rostrum password",
  resetText: (name: string, url: string) =>
    `Hello ${name},\n\nSomeone asked to reset the password of your Rostrum account. To choose a new one, open this link within an hour:\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.`,
} as const;
