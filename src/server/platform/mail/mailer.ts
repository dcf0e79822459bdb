import type { Transporter } from "nodemailer";

export interface Mailer {
  send(msg: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

/** Mail over SMTP_URL. nodemailer is loaded with the first mail, not at start (about 10 MiB a server need not hold). */
export function createMailer(smtp: { url: string; from: string }): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    async send(msg) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtp.url));
      await (await transport).sendMail({ from: smtp.from, ...msg });
    },
  };
}
