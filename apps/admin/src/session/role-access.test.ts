import { operatorRoles } from '@tp/contract/admin-operations';
import { describe, expect, it } from 'vitest';
import { type AdminCallName, adminCalls } from '../api/admin-calls.ts';
import { mayCall } from './role-access.ts';

const everyCall = Object.keys(adminCalls) as AdminCallName[];

describe('mayCall', () => {
  it('lets an administrator make every call', () => {
    expect(everyCall.filter((name) => !mayCall('administrator', name))).toEqual([]);
  });

  it('keeps saving operators, settings and the audit log to administrators', () => {
    for (const role of operatorRoles.filter((r) => r !== 'administrator')) {
      expect(mayCall(role, 'adminSaveOperator')).toBe(false);
      expect(mayCall(role, 'adminAudit')).toBe(false);
      expect(mayCall(role, 'adminSaveSettings')).toBe(false);
    }
  });

  it('gives money to finance, positions to risk and identity to support', () => {
    expect(mayCall('finance', 'adminDepositFinish')).toBe(true);
    expect(mayCall('finance', 'adminAdjustBalance')).toBe(true);
    expect(mayCall('finance', 'adminKycApprove')).toBe(false);
    expect(mayCall('finance', 'adminClosePosition')).toBe(false);
    expect(mayCall('risk', 'adminClosePosition')).toBe(true);
    expect(mayCall('risk', 'adminSaveInstrument')).toBe(true);
    expect(mayCall('risk', 'adminDeposits')).toBe(false);
    expect(mayCall('support', 'adminKycApprove')).toBe(true);
    expect(mayCall('support', 'adminAdjustBalance')).toBe(false);
    expect(mayCall('support', 'adminFreezeUser')).toBe(true);
  });

  it('opens sign-out and two-factor enrolment to every role', () => {
    for (const role of operatorRoles) {
      expect(mayCall(role, 'adminLogout')).toBe(true);
      expect(mayCall(role, 'adminTotpSetup')).toBe(true);
      expect(mayCall(role, 'adminTotpEnable')).toBe(true);
      expect(mayCall(role, 'adminMe')).toBe(true);
    }
  });
});
