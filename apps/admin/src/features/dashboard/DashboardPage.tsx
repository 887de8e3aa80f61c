import { FundsStatus, ReviewStatus } from '@tp/contract/codes';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminCallName } from '../../api/admin-calls.ts';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useMayCall } from '../../session/role-access.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ExposureTable } from './ExposureTable.tsx';
import { NearStopOutTable } from './NearStopOutTable.tsx';
import { SetupChecklistCard } from './SetupChecklistCard.tsx';

/** Live enough for a desk without a socket. */
export const dashboardRefreshMs = 5_000;

function Figure({
  id,
  label,
  value,
  link,
}: {
  id: string;
  label: MessageKey;
  value: number;
  /** The queue behind the figure, on its waiting tab, opened when the role may read it. */
  link?: { to: string; call: AdminCallName };
}) {
  const { t } = useTranslation();
  const mayOpen = useMayCall(link?.call ?? 'adminDashboard');
  const figure = <Statistic title={t(label)} value={value} data-testid={`dashboard-${id}`} />;
  let body: ReactNode = figure;
  if (link && mayOpen) {
    body = (
      <Link to={link.to} data-testid={`dashboard-${id}-link`}>
        {figure}
      </Link>
    );
  }
  return (
    <Col xs={12} md={8} xl={4}>
      <Card size="small" hoverable={Boolean(link && mayOpen)}>
        {body}
      </Card>
    </Col>
  );
}

/**
 * What the desk watches: sign-ups, the queues waiting for someone, the broker's exposure per
 * instrument and the accounts close to being stopped out.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data, error, updatedAt, reload } = useAdminQuery(
    'adminDashboard',
    {},
    { refreshMs: dashboardRefreshMs, keepPrevious: true },
  );
  return (
    <>
      <PageHeader title={t('func.dashboard')} />
      <SetupChecklistCard />
      <LoadError error={error} retry={reload} />
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
            <Figure
              id="registrations-today"
              label="func.registrationsToday"
              value={data.registrationsToday}
            />
            <Figure
              id="registrations-7d"
              label="func.registrations7d"
              value={data.registrations7d}
            />
            <Figure
              id="kyc-waiting"
              label="func.kycWaiting"
              value={data.kycWaiting}
              link={{ to: `/kyc?status=${ReviewStatus.underReview}`, call: 'adminKycList' }}
            />
            <Figure
              id="deposits-waiting"
              label="func.depositsWaiting"
              value={data.depositsWaiting}
              link={{ to: `/deposits?status=${FundsStatus.unchecked}`, call: 'adminDeposits' }}
            />
            <Figure
              id="withdrawals-waiting"
              label="func.withdrawalsWaiting"
              value={data.withdrawalsWaiting}
              link={{
                to: `/withdrawals?status=${FundsStatus.unchecked}`,
                call: 'adminWithdrawals',
              }}
            />
          </Row>
          <Typography.Title level={4}>{t('func.exposure')}</Typography.Title>
          <ExposureTable rows={data.exposure} />
          <Typography.Title level={4} style={{ marginTop: 24 }}>
            {t('func.nearStopOut', { level: data.stopOutLevel })}
          </Typography.Title>
          <NearStopOutTable rows={data.nearStopOut} stopOutLevel={data.stopOutLevel} />
          {updatedAt && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('public.updatedAt', { time: updatedAt.toLocaleTimeString() })}
            </Typography.Paragraph>
          )}
        </>
      )}
    </>
  );
}
