import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 18, 12, 0, seconds));

describe('LoginThrottle', () => {
  it('blocks a name after the allowed failures, whatever its case', () => {
    const throttle = new LoginThrottle(3, 60_000);
    throttle.recordFailure('admin', at(0));
    throttle.recordFailure('Admin', at(1));
    expect(throttle.isBlocked('admin', at(2))).toBe(false);
    throttle.recordFailure('ADMIN', at(2));
    expect(throttle.isBlocked('admin', at(3))).toBe(true);
    expect(throttle.isBlocked('someone-else', at(3))).toBe(false);
  });

  it('lets the name in again once its failures leave the window', () => {
    const throttle = new LoginThrottle(2, 60_000);
    throttle.recordFailure('admin', at(0));
    throttle.recordFailure('admin', at(30));
    expect(throttle.isBlocked('admin', at(59))).toBe(true);
    expect(throttle.isBlocked('admin', at(61))).toBe(false);
  });

  it('forgets the failures of a name on success', () => {
    const throttle = new LoginThrottle(2, 60_000);
    throttle.recordFailure('admin', at(0));
    throttle.recordSuccess('admin');
    throttle.recordFailure('admin', at(1));
    expect(throttle.isBlocked('admin', at(2))).toBe(false);
  });

  it('keeps at most the configured number of names', () => {
    const throttle = new LoginThrottle(1, 60_000, 2);
    throttle.recordFailure('a', at(0));
    throttle.recordFailure('b', at(1));
    throttle.recordFailure('c', at(2));
    expect(throttle.isBlocked('a', at(3))).toBe(false);
    expect(throttle.isBlocked('b', at(3))).toBe(true);
    expect(throttle.isBlocked('c', at(3))).toBe(true);
  });
});
