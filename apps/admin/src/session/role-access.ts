import { adminRolesOf, type OperatorRole } from '@tp/contract/admin-operations';
import type { AdminCallName } from '../api/admin-calls.ts';
import { useSession } from './session-store.ts';

/**
 * Whether an operator of `role` may make the call, by the contract's table: administrators may
 * do everything, a call missing from the table is open to every operator.
 */
export function mayCall(role: OperatorRole, name: AdminCallName): boolean {
  if (role === 'administrator') return true;
  const allowed = adminRolesOf[name];
  return allowed === undefined || allowed.includes(role);
}

/** The signed-in operator's permission for a call: hides what the server would refuse. */
export function useMayCall(name: AdminCallName): boolean {
  const session = useSession();
  return session ? mayCall(session.operator.role, name) : false;
}
