import type { UserAccountView } from '@tp/contract/admin-operations';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from '../../i18n/language-store.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { signColour, usd } from '../../ui/format.ts';

const figures: readonly { key: keyof UserAccountView; label: MessageKey }[] = [
  { key: 'balance', label: 'user.balance' },
  { key: 'lockBalance', label: 'user.lockBalance' },
  { key: 'equity', label: 'user.equity' },
  { key: 'freeMargin', label: 'user.freeMargin' },
  { key: 'margin', label: 'user.margin' },
  { key: 'floatingPnl', label: 'user.floatingPnl' },
];

/** The account as the engine holds it now: balance, lock, equity, free margin, margin, P&L, risk. */
export function AccountFigures({ account }: { account: UserAccountView }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {figures.map(({ key, label }) => (
        <Col key={key} xs={12} md={8} xl={3}>
          <Card size="small">
            <Statistic
              title={t(label)}
              value={usd(account[key])}
              styles={{
                content: { color: key === 'floatingPnl' ? signColour(account[key]) : undefined },
              }}
              data-testid={`account-${key}`}
            />
          </Card>
        </Col>
      ))}
      <Col xs={12} md={8} xl={3}>
        <Card size="small">
          <Statistic
            title={t('user.riskRate')}
            value={account.margin > 0 ? `${account.riskRate.toFixed(2)}%` : '—'}
            data-testid="account-riskRate"
          />
        </Card>
      </Col>
    </Row>
  );
}
