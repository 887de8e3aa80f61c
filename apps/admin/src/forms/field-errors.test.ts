import { adminOperationEndpoints, instrumentConfig } from '@tp/contract/admin-operations';
import { ErrorCatalogue } from '@tp/contract/errors';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { apiErrorField, zodFieldErrors } from './field-errors.ts';

const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
  translate('en', key, values);

describe('zodFieldErrors', () => {
  it('puts each issue under the field its path names', () => {
    const parsed = adminOperationEndpoints.adminAdjustBalance.params.safeParse({
      userId: 3,
      amount: 'abc',
      reason: '   ',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const errors = zodFieldErrors(parsed.error.issues, t);
    expect(errors).toEqual([
      { name: ['amount'], errors: ['Enter a number'] },
      { name: ['reason'], errors: ['Required'] },
    ]);
  });

  it('reaches into lists: a session of an instrument', () => {
    const parsed = instrumentConfig.shape.sessions.safeParse([
      { Day: 1, Open: 0, Close: 1440 },
      { Day: 9, Open: 0, Close: 2000 },
    ]);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const errors = zodFieldErrors(parsed.error.issues, t);
    expect(errors).toEqual([
      { name: [1, 'Day'], errors: ['At most 6'] },
      { name: [1, 'Close'], errors: ['At most 1440'] },
    ]);
  });

  it('says what a bound is', () => {
    const parsed = instrumentConfig.shape.contractSize.safeParse(0);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(zodFieldErrors(parsed.error.issues, t)).toEqual([
      { name: [], errors: ['Must be more than 0'] },
    ]);
  });
});

describe('apiErrorField', () => {
  it('names the field of a refusal the form has', () => {
    expect(apiErrorField(ErrorCatalogue.operatorExists.code, ['username', 'role'])).toBe(
      'username',
    );
    expect(apiErrorField(ErrorCatalogue.adjustmentTooLarge.code, ['amount', 'reason'])).toBe(
      'amount',
    );
    expect(apiErrorField(ErrorCatalogue.enterRemark.code, ['remark'])).toBe('remark');
  });

  it('leaves other refusals above the form', () => {
    expect(apiErrorField(ErrorCatalogue.operatorExists.code, ['amount'])).toBeNull();
    expect(apiErrorField(ErrorCatalogue.forbiddenRole.code, ['amount'])).toBeNull();
    expect(apiErrorField(ErrorCatalogue.invalidSetting.code, ['stop_out_level'])).toBeNull();
  });
});
