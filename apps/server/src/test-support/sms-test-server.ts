import { createServer, type Server } from 'node:http';

export type ReceivedSms = { to: string; text: string; authorization: string };

/**
 * An SMS gateway on a random loopback port: it records each POST as the HTTP adapter sends
 * it and answers `status` (200 unless the test makes it fail).
 */
export class SmsTestServer {
  readonly messages: ReceivedSms[] = [];
  status = 200;
  private server: Server | undefined;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/sms`;
  }

  async start(): Promise<this> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          to: string;
          text: string;
        };
        if (request.method === 'POST' && request.url === '/sms' && this.status < 300) {
          this.messages.push({
            to: body.to,
            text: body.text,
            authorization: request.headers.authorization ?? '',
          });
        }
        response.writeHead(this.status, { 'content-type': 'application/json' });
        response.end('{}');
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this;
  }

  /** The latest message to `to`. */
  latestTo(to: string): ReceivedSms | undefined {
    return this.messages.filter((message) => message.to === to).at(-1);
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
