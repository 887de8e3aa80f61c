import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

/** Demo only: after a confirmation the demo account starts over; failures show as a toast. */
export function ResetDemoButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const reset = useMutation({
    mutationFn: () => call('resetDemo', {}, { successToast: true }),
    onSettled: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
      void queryClient.invalidateQueries({ queryKey: ['myDeal'] });
    },
  });
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--block"
        onClick={() => setAsking(true)}
        data-testid="reset-demo"
      >
        {t('user.resetDemo')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('user.resetDemo')}
        message={t('user.resetDemoConfirm')}
        busy={reset.isPending}
        onConfirm={() => reset.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
