import { ReviewStatus } from '@tp/contract/entities';
import { ErrorCatalogue } from '@tp/contract/errors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import {
  fetchLink,
  newRealUser,
  type TestUser,
  uploadedLink,
} from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
let admin: AdminTestClient;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  admin = new AdminTestClient(platform);
});

afterAll(async () => {
  await platform?.close();
});

async function completeForm(user: TestUser) {
  return {
    name: 'Chan Tai Man',
    card_id: 'A1234567',
    front_pic: await uploadedLink(platform, user.token),
    reverse_pic: await uploadedLink(platform, user.token),
  };
}

const submit = (user: TestUser, form: Record<string, unknown>, lang = 'en') =>
  callApi(platform.app, 'realName', form, { token: user.token, headers: { lang } });

const center = (user: TestUser) =>
  callApi(platform.app, 'realNameCenter', {}, { token: user.token });

const submissionCount = async () =>
  (
    await platform.db
      .selectFrom('kyc_submissions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

async function adminCall(url: string, body?: Record<string, unknown>, token?: string) {
  return admin.call<Record<string, unknown>>(body ? 'POST' : 'GET', url, {
    token: token ?? (await admin.token()),
    ...(body ? { body } : {}),
  });
}

describe('real-name verification', () => {
  it('starts not submitted, with nothing to show', async () => {
    const user = await newRealUser(platform);
    expect(await center(user)).toEqual({
      code: 1,
      msg: 'Success',
      data: { review_status: 0, name: '', card_id: '', remark: '', front_pic: '', reverse_pic: '' },
    });
  });

  it('asks for each missing field in turn, writing nothing', async () => {
    const user = await newRealUser(platform);
    const form = await completeForm(user);
    const before = await submissionCount();
    const cases: [Record<string, unknown>, keyof typeof ErrorCatalogue][] = [
      [{ ...form, name: '' }, 'enterName'],
      [{ ...form, name: '   ' }, 'enterName'],
      [{ ...form, card_id: undefined }, 'enterIdNumber'],
      [{ ...form, front_pic: '' }, 'uploadFrontBack'],
      [{ ...form, reverse_pic: undefined }, 'uploadFrontBack'],
      [{ ...form, reverse_pic: form.front_pic }, 'uploadFrontBack'],
      [{ ...form, front_pic: 'https://elsewhere.example/a.jpg' }, 'imageNotYours'],
      [{ ...form, name: 'Chan\u0000' }, 'invalidField'],
      [{ ...form, card_id: 'x'.repeat(33) }, 'invalidField'],
    ];
    for (const [body, error] of cases) {
      const answer = await submit(user, body);
      expect(answer.code, `${error}: ${answer.msg}`).toBe(ErrorCatalogue[error].code);
    }
    expect((await submit(user, { ...form, name: '' }, 'hk')).msg).toBe('請輸入姓名');
    expect(await submissionCount()).toBe(before);
  });

  it('refuses images another user uploaded', async () => {
    const owner = await newRealUser(platform);
    const thief = await newRealUser(platform);
    const form = await completeForm(thief);
    const answer = await submit(thief, {
      ...form,
      front_pic: await uploadedLink(platform, owner.token),
    });
    expect(answer).toEqual({ code: 3006, msg: 'Please upload the image again', data: null });
  });

  it('goes under review on submit, shows the owner a masked ID and links to the images', async () => {
    const user = await newRealUser(platform);
    const answer = await submit(user, await completeForm(user));
    expect(answer).toEqual({ code: 1, msg: 'Submitted, waiting for review', data: null });
    const { data } = await center(user);
    expect(data).toMatchObject({
      review_status: ReviewStatus.underReview,
      name: 'Chan Tai Man',
      card_id: '****4567',
      remark: '',
    });
    expect((await fetchLink(platform, data.front_pic)).statusCode).toBe(200);
    expect((await fetchLink(platform, data.reverse_pic)).statusCode).toBe(200);

    const again = await submit(user, await completeForm(user));
    expect(again).toEqual({
      code: 3104,
      msg: 'Your verification is waiting for review',
      data: null,
    });
  });

  it('leaves one submission when the same user submits twice at once', async () => {
    const user = await newRealUser(platform);
    const forms = [await completeForm(user), await completeForm(user)];
    const answers = await Promise.all(forms.map((form) => submit(user, form)));
    expect(answers.map((a) => a.code).sort()).toEqual([1, 3104]);
  });

  it('refuses demo users and answers 999 without a session', async () => {
    const demo = await newDemoUser(platform.app);
    expect((await callApi(platform.app, 'realName', {}, { token: demo.token })).code).toBe(1102);
    expect((await callApi(platform.app, 'realNameCenter', {}, { token: demo.token })).code).toBe(
      1102,
    );
    expect((await callApi(platform.app, 'realNameCenter', {})).code).toBe(999);
  });
});

describe('operator review of real-name submissions', () => {
  it('approves: the trader is certified and may not submit again', async () => {
    const user = await newRealUser(platform);
    await submit(user, await completeForm(user));
    const list = await adminCall(`/admin-api/kyc?status=1&user=${user.uid}`);
    expect(list.code).toBe(1);
    const items = (list.data as { items: Record<string, unknown>[]; total: number }).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ userId: user.userId, cardId: 'A1234567', reviewStatus: 1 });
    expect((await fetchLink(platform, String(items[0]?.frontUrl))).statusCode).toBe(200);

    const approved = await adminCall('/admin-api/kyc/approve', { userId: user.userId });
    expect(approved.code).toBe(1);
    expect(approved.data).toMatchObject({ reviewStatus: 2, remark: '' });
    expect((await center(user)).data.review_status).toBe(ReviewStatus.verified);
    expect((await submit(user, await completeForm(user))).code).toBe(3105);

    const twice = await adminCall('/admin-api/kyc/approve', { userId: user.userId });
    expect(twice.code).toBe(ErrorCatalogue.recordAlreadyReviewed.code);
    const trail = await platform.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('target', '=', `user:${user.userId}`)
      .execute();
    expect(trail).toEqual([{ action: 'kyc.approve', target: `user:${user.userId}` }]);
  });

  it('rejects with a remark the trader sees, after which the trader may submit again', async () => {
    const user = await newRealUser(platform);
    await submit(user, await completeForm(user));
    const noRemark = await adminCall('/admin-api/kyc/reject', { userId: user.userId });
    expect(noRemark.code).toBe(ErrorCatalogue.enterRemark.code);
    expect((await center(user)).data.review_status).toBe(1);

    const rejected = await adminCall('/admin-api/kyc/reject', {
      userId: user.userId,
      remark: 'The back image is blurred',
    });
    expect(rejected.data).toMatchObject({ reviewStatus: 0, remark: 'The back image is blurred' });
    expect((await center(user)).data).toMatchObject({
      review_status: 0,
      remark: 'The back image is blurred',
    });
    expect((await submit(user, await completeForm(user))).code).toBe(1);
    expect((await center(user)).data).toMatchObject({ review_status: 1, remark: '' });
  });

  it('approves once when two operators approve at once', async () => {
    const user = await newRealUser(platform);
    await submit(user, await completeForm(user));
    const token = await admin.token();
    const answers = await Promise.all([
      adminCall('/admin-api/kyc/approve', { userId: user.userId }, token),
      adminCall('/admin-api/kyc/approve', { userId: user.userId }, token),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([1, 3401]);
  });

  it('answers notFound for a user with no submission', async () => {
    const user = await newRealUser(platform);
    expect((await adminCall('/admin-api/kyc/approve', { userId: user.userId })).code).toBe(1002);
  });

  it('refuses trader tokens on operator calls', async () => {
    const user = await newRealUser(platform);
    const answer = await adminCall('/admin-api/kyc', undefined, user.token);
    expect(answer.code).toBe(999);
    const approve = await adminCall('/admin-api/kyc/approve', { userId: user.userId }, user.token);
    expect(approve.code).toBe(999);
  });
});
