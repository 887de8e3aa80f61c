import type { OperatorRole } from '@tp/contract/admin-operations';
import type { MessageKey } from '../i18n/messages.ts';

export const roleLabels: Record<OperatorRole, MessageKey> = {
  administrator: 'auth.roleAdministrator',
  finance: 'auth.roleFinance',
  support: 'auth.roleSupport',
  risk: 'auth.roleRisk',
};
