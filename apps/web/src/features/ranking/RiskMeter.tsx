import { riskScoreMax } from '@tp/domain/risk-score';
import { useTranslation } from 'react-i18next';
import { riskTone } from './rank-figures.ts';

/** The 1–10 risk score as ten bars, the first `score` of them lit in the score's tone. */
export function RiskMeter({ score }: { score: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={`risk-meter risk-meter--${riskTone(score)}`}
      role="img"
      aria-label={t('copy-trading.riskOf', { score })}
    >
      <span className="risk-meter__bars" aria-hidden="true">
        {Array.from({ length: riskScoreMax }, (_, index) => (
          <span
            // The bars are fixed positions of the meter, never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its position
            key={index}
            className={`risk-meter__bar${index < score ? ' risk-meter__bar--on' : ''}`}
          />
        ))}
      </span>
      <span className="num risk-meter__score">{score}</span>
    </span>
  );
}
