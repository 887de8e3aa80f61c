import { type AdminEndpoints, adminEndpoints } from '@tp/contract/admin-endpoints';
import {
  type AdminOperationEndpoints,
  adminOperationEndpoints,
} from '@tp/contract/admin-operations';
import type { z } from 'zod';

/** Every back-office call in one table: review and funds calls, then the broker's running. */
export const adminCalls = { ...adminEndpoints, ...adminOperationEndpoints } as const;

export type AdminCalls = AdminEndpoints & AdminOperationEndpoints;
export type AdminCallName = keyof AdminCalls;
/** Parameters as the form fills them in: numbers may still be strings, blanks mean absent. */
export type AdminCallParams<N extends AdminCallName> = z.input<AdminCalls[N]['params']>;
export type AdminCallData<N extends AdminCallName> = z.output<AdminCalls[N]['data']>;
