import type { User } from '@tp/contract/entities';
import type { AuthUser } from '../http/auth.ts';

/** The contract's user entity; a demo user has no e-mail and shows ''. */
export function userView(user: AuthUser): User {
  return {
    id: user.id,
    uid: user.uid,
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    area_code: user.areaCode ?? '',
    is_demo: user.isDemo ? 1 : 0,
    invite_code: user.inviteCode,
  };
}
