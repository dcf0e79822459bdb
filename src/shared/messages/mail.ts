// E-mails the server sends (not in the spec, which sends none of its own).
export const MAIL_MESSAGES = {
  confirmSubject: "Confirm your Rostrum account",
  confirmText: (name: string, url: string) =>
    `Hello ${name},\n\nConfirm your e-mail address to start using Rostrum:\n${url}\n\nIf you did not sign up, ignore this message.`,
} as const;
