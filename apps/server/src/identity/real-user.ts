import { ApiError } from '../http/api-error.ts';
import type { AuthUser } from '../http/auth.ts';

/** Real money and identity are for real accounts only (spec §6): a demo user is told to register. */
export function requireRealUser(user: AuthUser): void {
  if (user.isDemo) throw new ApiError('demoRestricted');
}
