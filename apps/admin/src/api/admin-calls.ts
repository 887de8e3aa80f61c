import { type AdminEndpoints, adminEndpoints } from '@tp/contract/admin-endpoints';
import { type AdminNewsEndpoints, adminNewsEndpoints } from '@tp/contract/admin-news';
import {
  type AdminOperationEndpoints,
  adminOperationEndpoints,
} from '@tp/contract/admin-operations';
import type { z } from 'zod';

/** Every back-office call in one table: review and funds calls, the broker's running, the news desk. */
export const adminCalls = {
  ...adminEndpoints,
  ...adminOperationEndpoints,
  ...adminNewsEndpoints,
} as const;

export type AdminCalls = AdminEndpoints & AdminOperationEndpoints & AdminNewsEndpoints;
export type AdminCallName = keyof AdminCalls;
/** Parameters as the form fills them in: numbers may still be strings, blanks mean absent. */
export type AdminCallParams<N extends AdminCallName> = z.input<AdminCalls[N]['params']>;
export type AdminCallData<N extends AdminCallName> = z.output<AdminCalls[N]['data']>;
