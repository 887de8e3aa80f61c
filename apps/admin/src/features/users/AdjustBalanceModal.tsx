import type { UserRow } from '@tp/contract/admin-operations';
import { Form, Input, InputNumber, Typography } from 'antd';
import { ActionModal } from '../../forms/ActionModal.tsx';
import { useTranslation } from '../../i18n/language-store.ts';
import { usd } from '../../ui/format.ts';

type Values = { amount: number | null; reason: string };

/**
 * A credit (positive) or a debit (negative) of the trader's balance, booked by the engine as a
 * ledger entry whose memo is the reason; a debit cannot take more than the free margin.
 */
export function AdjustBalanceModal({
  user,
  freeMargin,
  onDone,
  onClose,
}: {
  user: UserRow;
  freeMargin: number;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionModal<'adminAdjustBalance', Values>
      call="adminAdjustBalance"
      title={t('user.adjustBalance')}
      okText={t('user.adjust')}
      toParams={(values) => ({
        userId: user.id,
        amount: values.amount ?? Number.NaN,
        reason: values.reason ?? '',
      })}
      confirm={(params) => {
        const amount = Number(params.amount);
        return amount >= 0
          ? t('user.creditConfirm', { amount: usd(amount), uid: user.uid })
          : t('user.debitConfirm', { amount: usd(-amount), uid: user.uid });
      }}
      success="user.balanceAdjusted"
      onDone={onDone}
      onClose={onClose}
      testId="adjust-balance-modal"
    >
      <Typography.Paragraph type="secondary">
        {t('user.adjustHint', { uid: user.uid, free: usd(freeMargin) })}
      </Typography.Paragraph>
      <Form.Item
        name="amount"
        label={t('user.adjustAmount')}
        rules={[
          { required: true, message: t('public.enterNumber') },
          {
            validator: (_, value) =>
              value === 0 ? Promise.reject(new Error(t('user.adjustNonZero'))) : Promise.resolve(),
          },
        ]}
      >
        <InputNumber<number> style={{ width: '100%' }} suffix="USD" data-testid="adjust-amount" />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('user.adjustReason')}
        rules={[{ required: true, whitespace: true, message: t('user.enterReason') }]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="adjust-reason" />
      </Form.Item>
    </ActionModal>
  );
}
