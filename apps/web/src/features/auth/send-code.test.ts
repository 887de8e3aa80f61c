import { AccountKind, CodePurpose } from '@tp/contract/codes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { fakeApi, ok } from '../../test-support/fake-api.ts';
import type { CodeAddressError } from './code-address.ts';
import { sendCodeWhenComplete } from './send-code.ts';

await initI18n('en');

const serve = () =>
  fakeApi({
    '/api/notify/send_email': () => ok({ resend_after: 60 }, 'Verification code sent'),
    '/api/notify/send_sms': () => ok({ resend_after: 45 }, 'Verification code sent'),
  });

const email = { kind: AccountKind.email, email: '', phone: '', areaId: null };
const phone = { kind: AccountKind.phone, email: '', phone: '', areaId: null };

afterEach(() => vi.unstubAllGlobals());

describe('sending a code', () => {
  it('sends nothing and reports what is missing from the address', () => {
    const server = serve();
    const reported: (CodeAddressError | null)[] = [];
    const report = (missing: CodeAddressError | null) => reported.push(missing);
    expect(sendCodeWhenComplete(email, CodePurpose.register, report)).toBeNull();
    expect(sendCodeWhenComplete(phone, CodePurpose.reset, report)).toBeNull();
    expect(sendCodeWhenComplete({ ...phone, areaId: 1 }, CodePurpose.reset, report)).toBeNull();
    expect(reported).toEqual(['auth.enterEmail', 'auth.chooseArea', 'auth.enterPhone']);
    expect(server.sent).toEqual([]);
  });

  it('clears the message and sends to a complete address, by e-mail or by SMS', async () => {
    const server = serve();
    const report = vi.fn();
    const byEmail = { ...email, email: ' me@example.com ' };
    await expect(sendCodeWhenComplete(byEmail, CodePurpose.register, report)).resolves.toEqual({
      resend_after: 60,
    });
    const byPhone = { ...phone, phone: '9123 4567', areaId: 1 };
    await expect(sendCodeWhenComplete(byPhone, CodePurpose.reset, report)).resolves.toEqual({
      resend_after: 45,
    });
    expect(report.mock.calls).toEqual([[null], [null]]);
    expect(server.to('/api/notify/send_email')[0]?.params).toEqual({
      to: 'me@example.com',
      type: 1,
    });
    expect(server.to('/api/notify/send_sms')[0]?.params).toEqual({
      to: '91234567',
      area_id: 1,
      type: 2,
    });
  });
});
