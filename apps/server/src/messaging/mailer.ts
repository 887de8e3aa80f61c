export type MailMessage = { to: string; subject: string; text: string };

/** Sends one e-mail; rejects when the mail server refuses it or cannot be reached. */
export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};
