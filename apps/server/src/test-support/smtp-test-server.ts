import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
};

/** The body of a plain-text message as nodemailer writes it (7bit, quoted-printable or base64). */
function plainBody(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8').trim();
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return body.trim();
  const joined = body.replace(/=\r\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    ),
    'latin1',
  );
  return bytes.toString('utf8').trim();
}

/** The Subject header, decoding the UTF-8 encoded words nodemailer writes for non-ASCII text. */
function subjectOf(raw: string): string {
  const match = /^Subject: (.*(?:\r\n[ \t].*)*)/im.exec(raw);
  const folded = (match?.[1] ?? '').replace(/\r\n[ \t]/g, ' ');
  return folded.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
          'latin1',
        ).toString('utf8'),
  );
}

/**
 * A real SMTP server on a random loopback port that keeps what it receives, for tests of the
 * mail path end to end. `rejectRecipient` makes it refuse some addresses, as a real server does.
 */
export class SmtpTestServer {
  readonly mails: ReceivedMail[] = [];
  private readonly waiters: (() => void)[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  constructor(private readonly rejectRecipient: (address: string) => boolean = () => false) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const options: SMTPServerOptions = {
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.rejectRecipient(address.address)) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            subject: subjectOf(raw),
            text: plainBody(raw),
          });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    };
    const server = new SMTPServer(options);
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this;
  }

  /** The first mail to `to` after `after` mails, waiting for it up to `timeoutMs`. */
  async mailTo(to: string, after = 0, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.slice(after).find((mail) => mail.to.includes(to));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The 6-digit code in a message body. */
export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}
