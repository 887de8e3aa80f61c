import { riskDisclosurePath } from '@tp/contract/legal-documents';
import { useTranslation } from 'react-i18next';
import './risk-warning.css';
import { useRiskWarning } from './use-risk-warning.ts';

/**
 * ESMA's risk warning, shown only under the eu_retail risk profile: the standard text on the
 * sign-up page, the shortened one (a single line that links to the disclosure) on the trade
 * screen. Without a figure yet (no account traded in the last 12 months) it gives ESMA's range.
 */
export function RiskWarning({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const warning = useRiskWarning().data;
  if (warning?.risk_profile !== 'eu_retail') return null;
  const pct = warning.loss_share_pct;
  if (compact) {
    return (
      <p className="risk-warning risk-warning--compact" data-testid="risk-warning" role="note">
        <a href={riskDisclosurePath} target="_blank" rel="noopener">
          {pct === null ? t('public.riskWarningShortRange') : t('public.riskWarningShort', { pct })}
        </a>
      </p>
    );
  }
  return (
    <p className="risk-warning" data-testid="risk-warning" role="note">
      {pct === null ? t('public.riskWarningFullRange') : t('public.riskWarningFull', { pct })}
    </p>
  );
}
