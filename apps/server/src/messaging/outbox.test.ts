import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../db/database.ts';
import { SmsTestServer } from '../test-support/sms-test-server.ts';
import { SmtpTestServer } from '../test-support/smtp-test-server.ts';
import { testDatabase } from '../test-support/test-platform.ts';
import { httpSmsProvider } from './http-sms-provider.ts';
import { Outbox } from './outbox.ts';
import { smtpMailer } from './smtp-mailer.ts';

let db: Db;
let drop: () => Promise<void>;
let smtp: SmtpTestServer;
let sms: SmsTestServer;
const at = new Date('2026-11-18T12:00:00Z');
const now = () => at;

beforeAll(async () => {
  const database = await testDatabase();
  drop = database.drop;
  db = await openDatabase(database.location);
  await migrateToLatest(db);
  smtp = await new SmtpTestServer((address) => address.startsWith('refused')).start();
  sms = await new SmsTestServer().start();
});

afterAll(async () => {
  await db?.destroy();
  await drop?.();
  await smtp?.stop();
  await sms?.stop();
});

const row = (id: number) =>
  db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the outbox', () => {
  it('keeps a message with no provider configured, as "outbox"', async () => {
    const outbox = new Outbox({ db, now });
    const posted = await outbox.post({
      channel: 'email',
      to: 'kept@example.com',
      subject: 'Hello',
      body: 'Body',
    });
    expect(await posted.delivery).toBe('outbox');
    expect(await row(posted.id)).toMatchObject({
      channel: 'email',
      recipient: 'kept@example.com',
      subject: 'Hello',
      body: 'Body',
      status: 'outbox',
      error: '',
      created_at: at,
      sent_at: null,
    });
    const sms = await outbox.post({ channel: 'sms', to: '+85291234567', subject: '', body: 'Hi' });
    expect(await sms.delivery).toBe('outbox');
  });

  it('sends e-mail through SMTP and marks it sent', async () => {
    const outbox = new Outbox({
      db,
      now,
      mailer: smtpMailer(smtp.url, 'Broker <desk@broker.test>'),
    });
    const before = smtp.mails.length;
    const posted = await outbox.post({
      channel: 'email',
      to: 'trader@example.com',
      subject: 'Statement ready',
      body: 'Your statement is ready.',
    });
    expect(await posted.delivery).toBe('sent');
    const mail = await smtp.mailTo('trader@example.com', before);
    expect([mail.from, mail.subject, mail.text]).toEqual([
      'desk@broker.test',
      'Statement ready',
      'Your statement is ready.',
    ]);
    expect(await row(posted.id)).toMatchObject({ status: 'sent', sent_at: at, error: '' });
    await outbox.close();
  });

  it("marks a refused e-mail failed, with the server's reason", async () => {
    const outbox = new Outbox({ db, now, mailer: smtpMailer(smtp.url, 'desk@broker.test') });
    const posted = await outbox.post({
      channel: 'email',
      to: 'refused@example.com',
      subject: 'S',
      body: 'B',
    });
    expect(await posted.delivery).toBe('failed');
    const stored = await row(posted.id);
    expect(stored.status).toBe('failed');
    expect(stored.error).toMatch(/550/);
    await outbox.close();
  });

  it('marks e-mail failed when no mail server answers', async () => {
    const closed = await new SmtpTestServer().start();
    const url = closed.url;
    await closed.stop();
    const outbox = new Outbox({ db, now, mailer: smtpMailer(url, 'desk@broker.test') });
    const posted = await outbox.post({
      channel: 'email',
      to: 'x@example.com',
      subject: 'S',
      body: 'B',
    });
    expect(await posted.delivery).toBe('failed');
    expect((await row(posted.id)).error).toMatch(/ECONNREFUSED|connect/i);
    await outbox.close();
  });

  it('sends SMS as JSON with the bearer token, and marks a refusal failed', async () => {
    const outbox = new Outbox({ db, now, sms: httpSmsProvider(sms.url, 'secret-token') });
    const posted = await outbox.post({
      channel: 'sms',
      to: '+6581234567',
      subject: '',
      body: 'Your code is 123456',
    });
    expect(await posted.delivery).toBe('sent');
    expect(sms.latestTo('+6581234567')).toEqual({
      to: '+6581234567',
      text: 'Your code is 123456',
      authorization: 'Bearer secret-token',
    });

    sms.status = 503;
    const refused = await outbox.post({
      channel: 'sms',
      to: '+6589999999',
      subject: '',
      body: 'x',
    });
    expect(await refused.delivery).toBe('failed');
    sms.status = 200;
    expect((await row(refused.id)).error).toBe('SMS provider answered HTTP 503');
  });
});
