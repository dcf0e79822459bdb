import nodemailer from "nodemailer";

export interface Mailer {
  send(msg: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

export function createMailer(smtp: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtp.url);
  return {
    async send(msg) {
      await transport.sendMail({ from: smtp.from, ...msg });
    },
  };
}
