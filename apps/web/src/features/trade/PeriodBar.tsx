import { chartPeriods } from '@tp/contract/codes';
import type { ChartPeriod } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';
import { useTestId } from '../../ui/pane-visibility.ts';
import { ChartChooser } from './ChartChooser.tsx';

type PeriodBarProps = { period: ChartPeriod; onChange: (period: ChartPeriod) => void };

export function PeriodBar({ period, onChange }: PeriodBarProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  return (
    <div className="period-bar-row">
      <div className="period-bar" role="tablist" aria-label={t('trade.chart')}>
        {chartPeriods.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={p === period}
            className={`period-bar__item${p === period ? ' period-bar__item--active' : ''}`}
            onClick={() => onChange(p)}
            data-testid={tid(`period-${p}`)}
          >
            {t(`trade.period${p}`)}
          </button>
        ))}
      </div>
      <ChartChooser />
    </div>
  );
}
