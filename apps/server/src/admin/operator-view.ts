import type { Operator } from '@tp/contract/admin-endpoints';
import type { OperatorAccount } from '@tp/contract/admin-operations';
import type { Selectable } from 'kysely';
import type { OperatorsTable } from '../db/schema.ts';
import { roleOf } from './operator-sessions.ts';

type OperatorRow = Pick<
  Selectable<OperatorsTable>,
  'id' | 'username' | 'role' | 'totp_enabled' | 'disabled' | 'created_at'
>;

/** The columns the views read; secrets and the password hash never leave the database. */
export const operatorColumns = [
  'id',
  'username',
  'role',
  'totp_enabled',
  'disabled',
  'created_at',
] as const;

export function operatorView(
  row: Pick<OperatorRow, 'id' | 'username' | 'role' | 'totp_enabled'>,
): Operator {
  return {
    id: row.id,
    username: row.username,
    role: roleOf(row.role),
    totpEnabled: row.totp_enabled,
  };
}

export function operatorAccountView(row: OperatorRow): OperatorAccount {
  return {
    ...operatorView(row),
    disabled: row.disabled,
    createdAt: row.created_at.toISOString(),
  };
}
