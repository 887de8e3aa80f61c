import type { AdminRankRow } from '@tp/contract/admin-endpoints';
import { Form, Input } from 'antd';
import { ActionModal } from '../../forms/ActionModal.tsx';
import { useTranslation } from '../../i18n/language-store.ts';

type Values = { reason?: string };

/** Hides a trader from the ranking, with the reason kept in the audit trail. */
export function HideTraderModal({
  row,
  onDone,
  onClose,
}: {
  row: AdminRankRow;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = row.displayName || row.uid;
  return (
    <ActionModal<'adminRankingHide', Values>
      call="adminRankingHide"
      title={t('copy-trading.hideTitle', { name })}
      okText={t('copy-trading.hide')}
      danger
      toParams={(values) => ({ userId: row.userId, reason: values.reason?.trim() ?? '' })}
      confirm={() => t('copy-trading.hideConfirm', { name })}
      success="copy-trading.hiddenDone"
      onDone={onDone}
      onClose={onClose}
      testId="hide-trader-modal"
    >
      <Form.Item
        name="reason"
        label={t('copy-trading.hideReason')}
        extra={t('copy-trading.hideReasonHelp')}
        rules={[{ required: true, whitespace: true, message: t('copy-trading.enterReason') }]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount data-testid="hide-reason" />
      </Form.Item>
    </ActionModal>
  );
}
