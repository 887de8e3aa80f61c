import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from '../../i18n/language-store.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { InstrumentsTable } from './InstrumentsTable.tsx';
import { useOverview } from './use-overview.ts';

function Figure({ id, label, value }: { id: string; label: MessageKey; value: number | string }) {
  const { t } = useTranslation();
  return (
    <Col xs={12} md={8} xl={4}>
      <Card size="small">
        <Statistic title={t(label)} value={value} data-testid={`overview-${id}`} />
      </Card>
    </Col>
  );
}

export function OverviewPage() {
  const { t } = useTranslation();
  const { overview, error, updatedAt, reload } = useOverview();
  return (
    <>
      <Typography.Title level={3}>{t('func.overview')}</Typography.Title>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          action={<Button onClick={reload}>{t('public.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      {!overview ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
            <Figure id="users" label="user.users" value={overview.users} />
            <Figure id="demo-users" label="user.demoUsers" value={overview.demoUsers} />
            <Figure
              id="open-positions"
              label="order.openPositions"
              value={overview.openPositions}
            />
            <Figure
              id="pending-orders"
              label="order.pendingOrders"
              value={overview.pendingOrders}
            />
            <Figure id="instruments" label="product.instruments" value={overview.instrumentCount} />
            <Figure
              id="open-instruments"
              label="product.openCount"
              value={`${overview.openInstrumentCount} / ${overview.instrumentCount}`}
            />
          </Row>
          <Typography.Title level={4}>{t('product.instruments')}</Typography.Title>
          <InstrumentsTable instruments={overview.instruments} />
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
