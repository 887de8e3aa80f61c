import { TraderType } from '@tp/contract/codes';
import type { TraderRankItem } from '@tp/contract/entities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, signClass } from '../../ui/format.ts';
import { RiskMeter } from './RiskMeter.tsx';
import { placeTone, plainPercent, signedAmount } from './rank-figures.ts';

type TraderCardProps = { item: TraderRankItem; onOpen: (item: TraderRankItem) => void };

/** One trader of the board: place, name and kind, the period's return, and the figures behind it. */
export function TraderCard({ item, onOpen }: TraderCardProps) {
  const { t } = useTranslation();
  const demo = item.type === TraderType.demo;
  return (
    <button
      type="button"
      className="trader-card"
      onClick={() => onOpen(item)}
      data-testid={`trader-${item.rank}`}
    >
      <span className="trader-card__head">
        <span
          className={`trader-card__place trader-card__place--${placeTone(item.rank)} num`}
          role="img"
          aria-label={t('copy-trading.rankNumber', { rank: item.rank })}
        >
          {item.rank}
        </span>
        <span className="trader-card__who">
          <span className="trader-card__name" data-testid="trader-name">
            {/* A nickname in any script, or a masked id ("92****25") that must not turn round
                in Arabic: its own direction, isolated, where the card's lines start. */}
            <bdi>{item.user}</bdi>
          </span>
          <span className="trader-card__meta">
            <span
              className={`badge ${demo ? 'badge--demo' : 'badge--real'}`}
              data-testid="trader-type"
            >
              {demo ? t('copy-trading.demoLabel') : t('copy-trading.realLabel')}
            </span>
            {item.show_code ? <span className="muted">{item.show_code}</span> : null}
            {item.multiple > 0 ? (
              <span className="muted phrase">
                {t('copy-trading.leverage', { value: item.multiple })}
              </span>
            ) : null}
          </span>
        </span>
        <span className="trader-card__return">
          <strong className={`num ${signClass(item.three_week_rate)}`} data-testid="trader-rate">
            {formatPercent(item.three_week_rate)}
          </strong>
          <span className="muted">{t('copy-trading.threeWeekReturn')}</span>
        </span>
      </span>
      <span className="trader-card__figures">
        <Figure label={t('copy-trading.winRate')} testId="trader-win">
          {plainPercent(item.three_week_win)}
        </Figure>
        <Figure label={t('copy-trading.threeWeekProfit')} testId="trader-profit">
          <span className={signClass(item.three_week_profit)}>
            {signedAmount(item.three_week_profit)}
          </span>
        </Figure>
        <Figure label={t('copy-trading.maxDrawdown')} testId="trader-drawdown">
          {plainPercent(item.max_drawdown)}
        </Figure>
        <Figure label={t('copy-trading.risk')} testId="trader-risk">
          <RiskMeter score={item.risk_score} />
        </Figure>
      </span>
      <span className="trader-card__foot muted">
        <span>
          {t('copy-trading.totalReturn')}{' '}
          <span className={`num ${signClass(item.total_rate)}`} data-testid="trader-total">
            {formatPercent(item.total_rate)}
          </span>
        </span>
        <span>
          {t('copy-trading.closedPositions', {
            closed: item.three_week_trade_num,
            total: item.total_trade_num,
          })}
        </span>
        <span>{t('copy-trading.followers', { count: item.followers })}</span>
      </span>
    </button>
  );
}

function Figure({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <span className="trader-card__figure">
      <span className="trader-card__label muted">{label}</span>
      <span className="trader-card__value num" data-testid={testId}>
        {children}
      </span>
    </span>
  );
}
