import { useQuery } from '@tanstack/react-query';
import { ErrorCatalogue } from '@tp/contract/errors';
import { ApiError } from '../../api/api-error.ts';
import { call } from '../../api/call.ts';

/** The public settings the trader's app reads through /api/default/setting. */
export type PublicSettingKey = 'is_show_mobile' | 'register_invite_required' | 'complaint_email';

/**
 * One operator setting's value; '' when the operator has not set it (the server answers
 * notFound). Quiet: a page that reads a setting shows its own text when there is none.
 */
export function usePublicSetting(key: PublicSettingKey) {
  return useQuery({
    queryKey: ['setting', key],
    queryFn: async ({ signal }) => {
      try {
        return (await call('setting', { key }, { signal, silent: true })).value;
      } catch (error) {
        if (error instanceof ApiError && error.code === ErrorCatalogue.notFound.code) return '';
        throw error;
      }
    },
    staleTime: 10 * 60_000,
  });
}
