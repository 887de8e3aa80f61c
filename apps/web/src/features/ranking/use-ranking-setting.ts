import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';
import { rankBoardKey } from './use-rank-board.ts';

export const rankingSettingKey = ['rankingSetting'] as const;

/** The signed-in real trader's choice about the ranking. */
export function useRankingSetting() {
  return useQuery({
    queryKey: rankingSettingKey,
    queryFn: ({ signal }) => call('followSetting', {}, { signal }),
  });
}

/** Saves the choice; the board is read again, since opting out takes the trader off at once. */
export function useSaveRankingSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: CallParams<'saveFollowSetting'>) =>
      call('saveFollowSetting', params, { successToast: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(rankingSettingKey, saved);
      void queryClient.invalidateQueries({ queryKey: rankBoardKey });
    },
  });
}
