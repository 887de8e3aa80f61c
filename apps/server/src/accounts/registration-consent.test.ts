import { ErrorCatalogue } from '@tp/contract/errors';
import { legalDocumentsVersion } from '@tp/contract/legal-documents';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountRowCounts,
  call,
  freshIp,
  setSetting,
} from '../test-support/account-test-client.ts';
import { codeIn, SmtpTestServer } from '../test-support/smtp-test-server.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
let smtp: SmtpTestServer;
const password = 'a long pass phrase';
const consentRequired = ErrorCatalogue.consentRequired.code;

beforeAll(async () => {
  smtp = await new SmtpTestServer().start();
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 }, { smtpUrl: smtp.url });
});

afterAll(async () => {
  await platform?.close();
  await smtp?.stop();
});

beforeEach(async () => {
  await setSetting(platform.db, 'verify_reg_type', '1');
});

async function emailCode(email: string): Promise<string> {
  const before = smtp.mails.length;
  const sent = await call(platform.app, 'sendEmail', { to: email, type: 1 }, { ip: freshIp() });
  expect(sent.code).toBe(1);
  return codeIn((await smtp.mailTo(email, before)).text);
}

const userRow = (email: string) =>
  platform.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('the risk disclosure and terms consent at registration', () => {
  it('is required: without it nothing is created and the code stays good', async () => {
    const email = 'no.consent@example.com';
    const code = await emailCode(email);
    const fields = { account: email, password, re_password: password, sms_code: code };
    const before = await accountRowCounts(platform.db);
    for (const consent of [{}, { agree_terms: 0 }, { agree_terms: 2 }]) {
      expect(await call(platform.app, 'register', { ...fields, ...consent })).toEqual({
        code: consentRequired,
        msg: 'Please accept the risk disclosure and the terms of service to open an account',
        data: null,
      });
    }
    const german = await call(platform.app, 'register', fields, { lang: 'de' });
    expect(german).toEqual({
      code: consentRequired,
      msg: 'Bitte akzeptieren Sie den Risikohinweis und die Nutzungsbedingungen, um ein Konto zu eröffnen',
      data: null,
    });
    expect(await userRow(email)).toBeUndefined();
    expect(await accountRowCounts(platform.db)).toEqual(before);

    // The refusals used nothing up: the same code registers once consent is given.
    const answer = await call(platform.app, 'register', { ...fields, agree_terms: 1 });
    expect(answer.code).toBe(1);
  });

  it('is refused when the form showed another version of the documents', async () => {
    const email = 'old.version@example.com';
    const code = await emailCode(email);
    const answer = await call(platform.app, 'register', {
      account: email,
      password,
      re_password: password,
      sms_code: code,
      agree_terms: 1,
      terms_version: '2020-01-01',
    });
    expect(answer.code).toBe(consentRequired);
    expect(await userRow(email)).toBeUndefined();
  });

  it('is stored with the user: the documents’ version and the time it was given', async () => {
    const email = 'consents@example.com';
    const code = await emailCode(email);
    platform.clock.advance(42_000);
    const at = platform.clock.now();
    const answer = await call(platform.app, 'register', {
      account: email,
      password,
      re_password: password,
      sms_code: code,
      agree_terms: 1,
      terms_version: legalDocumentsVersion,
    });
    expect(answer.code).toBe(1);
    const row = await userRow(email);
    expect(row?.terms_version).toBe(legalDocumentsVersion);
    expect(row?.terms_accepted_at?.toISOString()).toBe(at.toISOString());
  });

  it('leaves an existing account’s consent as it was when its address registers again', async () => {
    const email = 'consents@example.com';
    const before = await userRow(email);
    platform.clock.advance(60_000);
    const answer = await call(platform.app, 'register', {
      account: email,
      password,
      re_password: password,
      sms_code: '000000',
      agree_terms: 1,
    });
    // Codes are not sent to a known address, so the attempt fails as a wrong code.
    expect(answer.code).toBe(ErrorCatalogue.wrongCode.code);
    expect((await userRow(email))?.terms_accepted_at).toEqual(before?.terms_accepted_at);
  });
});
