import type { DepositReview } from '@tp/contract/admin-endpoints';
import { Descriptions, Form, InputNumber, Typography } from 'antd';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { ActionModal } from '../../forms/ActionModal.tsx';
import { useTranslation } from '../../i18n/language-store.ts';
import { usd } from '../../ui/format.ts';
import { depositAmount, depositUsdPrice, suggestedCredit } from './deposit-credit.ts';
import type { DecisionEvents } from './ReviewQueue.tsx';

type Values = { credited?: number | null };

/**
 * Finishing a deposit credits the trader's balance. Left empty, the server credits number × the
 * channel's USD price (shown here); a typed amount is credited as typed.
 */
export function FinishDepositModal({
  deposit,
  onDone,
  onClose,
}: { deposit: DepositReview } & DecisionEvents) {
  const { t } = useTranslation();
  const networks = useAdminQuery('adminDepositNetworks', {});
  const wires = useAdminQuery('adminWireOptions', {});
  const price =
    networks.data && wires.data ? depositUsdPrice(deposit, networks.data, wires.data) : null;
  const suggestion = price === null ? null : suggestedCredit(deposit.number, price);
  const amount = depositAmount(deposit);

  return (
    <ActionModal<'adminDepositFinish', Values>
      call="adminDepositFinish"
      title={t('financial.finishDeposit')}
      okText={t('financial.finish')}
      toParams={(values) => ({
        id: deposit.id,
        credited: values.credited === null ? undefined : values.credited,
      })}
      confirm={(params) =>
        t('financial.finishDepositConfirm', {
          credit:
            params.credited !== undefined
              ? `${usd(Number(params.credited))} USD`
              : suggestion !== null
                ? `${usd(suggestion)} USD`
                : t('financial.creditAtChannelPrice'),
          amount,
          uid: deposit.uid,
        })
      }
      success="financial.depositFinished"
      onDone={onDone}
      onClose={onClose}
      testId="finish-deposit"
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: '0', label: t('user.user'), children: `${deposit.uid} · ${deposit.email}` },
          { key: '1', label: t('financial.amount'), children: amount },
          { key: '2', label: t('financial.channel'), children: deposit.channel },
          {
            key: '3',
            label: t('financial.usdPrice'),
            children: price === null ? '—' : String(price),
          },
        ]}
      />
      <Form.Item
        name="credited"
        label={t('financial.creditedUsd')}
        extra={
          <Typography.Text type="secondary" data-testid="finish-deposit-suggestion">
            {suggestion === null
              ? t('financial.creditEmptyUnknown')
              : t('financial.creditEmpty', { credit: usd(suggestion) })}
          </Typography.Text>
        }
      >
        <InputNumber<number>
          min={0}
          step={1}
          placeholder={suggestion === null ? undefined : String(suggestion)}
          style={{ width: '100%' }}
          suffix="USD"
          data-testid="finish-deposit-credited"
        />
      </Form.Item>
    </ActionModal>
  );
}
