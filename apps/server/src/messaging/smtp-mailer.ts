import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Bounds on each step, so a silent server fails the message instead of holding it for minutes. */
const connectTimeoutMs = 10_000;
const socketTimeoutMs = 30_000;

/** E-mail through the SMTP server of `url` (`smtp://user:pass@host:587`, `smtps://…:465`). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: connectTimeoutMs,
    greetingTimeout: connectTimeoutMs,
    socketTimeout: socketTimeoutMs,
  });
  return {
    send: async (message) => {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
    close: () => transport.close(),
  };
}
