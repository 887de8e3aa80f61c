import { Button, Descriptions, Skeleton, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';
import { dateTime } from '../../ui/format.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AccountKindTag, ReviewStatusTag } from '../../ui/status-tags.tsx';
import { DepositTable } from '../reviews/DepositTable.tsx';
import { KycTable } from '../reviews/KycTable.tsx';
import { WithdrawalTable } from '../reviews/WithdrawalTable.tsx';
import { AccountFigures } from './AccountFigures.tsx';
import { AdjustBalanceModal } from './AdjustBalanceModal.tsx';
import { FreezeSwitches } from './FreezeSwitches.tsx';
import { LedgerTable } from './LedgerTable.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { OrderTabs } from './OrderTabs.tsx';
import { StopOutsTable } from './StopOutsTable.tsx';

/** Live enough to follow a position being closed. */
const accountRefreshMs = 5_000;

/** One trader: the account's figures, positions, orders, ledger, funds, identity and the switches. */
export function UserPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().userId);
  const detail = useAdminQuery(
    'adminUser',
    { userId },
    { enabled: Number.isInteger(userId), refreshMs: accountRefreshMs },
  );
  const mayAdjust = useMayCall('adminAdjustBalance');
  const mayDeposits = useMayCall('adminDeposits');
  const mayWithdrawals = useMayCall('adminWithdrawals');
  const mayKyc = useMayCall('adminKycList');
  const [adjusting, setAdjusting] = useState(false);
  const [ledgerVersion, setLedgerVersion] = useState(0);

  const data = detail.data;
  if (!data) {
    return (
      <>
        <PageHeader title={t('user.user')} />
        <LoadError error={detail.error} retry={detail.reload} />
        {!detail.error && <Skeleton active />}
      </>
    );
  }
  const { user } = data;
  // A close, an adjustment or a decision on a deposit, withdrawal or identity check changes the
  // header's figures and status and books to the ledger: read them again at once.
  const refresh = () => {
    detail.reload();
    setLedgerVersion((version) => version + 1);
  };

  const tabs = [
    {
      key: 'positions',
      label: t('order.positions'),
      children: <OrdersTable userId={user.id} status={1} onChange={refresh} />,
    },
    { key: 'orders', label: t('order.orders'), children: <OrderTabs userId={user.id} /> },
    {
      key: 'ledger',
      label: t('financial.ledger'),
      children: <LedgerTable key={ledgerVersion} userId={user.id} />,
    },
    {
      key: 'stop-outs',
      label: t('order.stopOuts'),
      children: <StopOutsTable userId={user.id} />,
    },
    mayDeposits && {
      key: 'deposits',
      label: t('financial.deposits'),
      children: <DepositTable user={user.uid} onDecided={refresh} />,
    },
    mayWithdrawals && {
      key: 'withdrawals',
      label: t('withdraw.withdrawals'),
      children: <WithdrawalTable user={user.uid} onDecided={refresh} />,
    },
    mayKyc && {
      key: 'kyc',
      label: t('user.kyc'),
      children: <KycTable user={user.uid} onDecided={refresh} />,
    },
  ].filter((tab) => tab !== false);

  return (
    <>
      <PageHeader
        title={`${t('user.user')} ${user.uid}`}
        extra={
          mayAdjust && (
            <Button type="primary" onClick={() => setAdjusting(true)} data-testid="adjust-balance">
              {t('user.adjustBalance')}
            </Button>
          )
        }
      />
      <LoadError error={detail.error} retry={detail.reload} />
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: '0', label: t('user.email'), children: user.email || '—' },
          { key: '1', label: t('user.mobile'), children: user.mobile || '—' },
          {
            key: '2',
            label: t('user.kind'),
            children: <AccountKindTag isDemo={user.isDemo} />,
          },
          { key: '3', label: t('user.kyc'), children: <ReviewStatusTag status={user.kycStatus} /> },
          { key: '4', label: t('user.inviteCode'), children: data.inviteCode || '—' },
          { key: '5', label: t('user.referrer'), children: data.referrerUid || '—' },
          { key: '6', label: t('user.registeredAt'), children: dateTime(user.createdAt) },
          {
            key: 'consent',
            label: t('user.consent'),
            children: (
              <span data-testid="user-consent">
                {data.consent
                  ? t('user.consentGiven', {
                      version: data.consent.version,
                      at: dateTime(data.consent.acceptedAt),
                    })
                  : t('user.consentNone')}
              </span>
            ),
          },
          {
            key: '7',
            label: t('user.freeze'),
            children: (
              <Space>
                <FreezeSwitches user={user} onChange={detail.reload} />
              </Space>
            ),
          },
        ]}
      />
      <AccountFigures account={data.account} />
      <Tabs items={tabs} destroyOnHidden data-testid="user-tabs" />
      {adjusting && (
        <AdjustBalanceModal
          user={user}
          freeMargin={data.account.freeMargin}
          onDone={refresh}
          onClose={() => setAdjusting(false)}
        />
      )}
    </>
  );
}
