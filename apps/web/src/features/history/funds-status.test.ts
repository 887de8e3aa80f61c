import { describe, expect, it } from 'vitest';
import { fundsStatusKey, fundsStatusTone, rejectionRemark } from './funds-status.ts';

describe('funds record status', () => {
  it('labels 0 unchecked, 1 finished, 2 rejected, 3 invalid (spec §4)', () => {
    expect([0, 1, 2, 3].map(fundsStatusKey)).toEqual([
      'financial.statusUnchecked',
      'financial.statusFinished',
      'financial.statusRejected',
      'financial.statusInvalid',
    ]);
    expect(fundsStatusKey(9)).toBeUndefined();
  });

  it('colours waiting, done and refused records apart', () => {
    expect([0, 1, 2, 3].map(fundsStatusTone)).toEqual(['waiting', 'done', 'refused', 'refused']);
  });

  it('shows the remark of a rejected record only', () => {
    expect(rejectionRemark({ status: 2, remark: ' Proof does not match ' })).toBe(
      'Proof does not match',
    );
    expect(rejectionRemark({ status: 2, remark: '' })).toBeNull();
    expect(rejectionRemark({ status: 3, remark: 'Duplicate' })).toBeNull();
    expect(rejectionRemark({ status: 1, remark: 'Paid late' })).toBeNull();
  });
});
