import { App } from 'antd';
import { useTranslation } from '../i18n/language-store.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { callAdmin, errorMessage } from './admin-api.ts';
import type { AdminCallData, AdminCallName, AdminCallParams } from './admin-calls.ts';

export type AdminAction = {
  /** Makes a call that changes something; a toast says how it went. Undefined when it failed. */
  run: <N extends AdminCallName>(
    name: N,
    params: AdminCallParams<N>,
    success: MessageKey,
  ) => Promise<AdminCallData<N> | undefined>;
  /** Asks before an action; true when the operator confirmed. */
  confirm: (question: string, detail?: string) => Promise<boolean>;
};

export function useAdminAction(): AdminAction {
  const { message, modal } = App.useApp();
  const { t } = useTranslation();
  return {
    run: async (name, params, success) => {
      try {
        const data = await callAdmin(name, params);
        message.success(t(success));
        return data;
      } catch (caught) {
        message.error(errorMessage(caught));
        return undefined;
      }
    },
    confirm: (question, detail) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: question,
          content: detail,
          okText: t('public.confirm'),
          cancelText: t('public.cancel'),
          okButtonProps: { 'data-testid': 'confirm-ok' },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
  };
}
