import type { WithdrawalReview } from '@tp/contract/admin-endpoints';
import { Descriptions, Form, InputNumber } from 'antd';
import { ActionModal } from '../../forms/ActionModal.tsx';
import { useTranslation } from '../../i18n/language-store.ts';
import { usd } from '../../ui/format.ts';
import type { DecisionEvents } from './ReviewQueue.tsx';

type Values = { realNumber: number | null };

/** Marks a withdrawal paid with what actually left, in the draw currency (the expected receipt to start). */
export function PayWithdrawalModal({
  withdrawal,
  onDone,
  onClose,
}: { withdrawal: WithdrawalReview } & DecisionEvents) {
  const { t } = useTranslation();
  const currency = withdrawal.currencyCode;
  return (
    <ActionModal<'adminWithdrawalPay', Values>
      call="adminWithdrawalPay"
      title={t('withdraw.payWithdrawal')}
      okText={t('withdraw.pay')}
      initialValues={{ realNumber: withdrawal.expectedNumber }}
      toParams={(values) => ({
        id: withdrawal.id,
        realNumber: values.realNumber ?? Number.NaN,
      })}
      confirm={(params) =>
        t('withdraw.payConfirm', {
          paid: `${params.realNumber} ${currency}`,
          uid: withdrawal.uid,
          destination: withdrawal.destination,
        })
      }
      success="withdraw.paidDone"
      onDone={onDone}
      onClose={onClose}
      testId="pay-withdrawal"
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: '0', label: t('user.user'), children: `${withdrawal.uid} · ${withdrawal.email}` },
          { key: '1', label: t('withdraw.destination'), children: withdrawal.destination },
          { key: '2', label: t('withdraw.amountUsd'), children: usd(withdrawal.number) },
          { key: '3', label: t('withdraw.fee'), children: usd(withdrawal.fee) },
          {
            key: '4',
            label: t('withdraw.expected'),
            children: `${withdrawal.expectedNumber} ${currency}`,
          },
        ]}
      />
      <Form.Item
        name="realNumber"
        label={t('withdraw.amountPaid')}
        rules={[{ required: true, message: t('public.enterNumber') }]}
      >
        <InputNumber<number>
          min={0}
          style={{ width: '100%' }}
          suffix={currency}
          data-testid="pay-withdrawal-amount"
        />
      </Form.Item>
    </ActionModal>
  );
}
