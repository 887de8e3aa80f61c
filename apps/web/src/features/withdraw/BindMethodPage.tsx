import { DrawKind } from '@tp/contract/codes';
import { useTranslation } from 'react-i18next';
import '../funds/funds.css';
import './withdraw.css';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { BindMethodForm } from './BindMethodForm.tsx';
import { drawKindFromQuery } from './draw-kind.ts';

/** /mine/withdraw-way?type=1|2: bind a coin address or a bank account for withdrawals. */
export function BindMethodPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const kind = drawKindFromQuery(search.get('type'));
  const wantedCurrency = Number(search.get('draw_id')) || null;
  return (
    <div className="page funds-page">
      <PageHeader
        title={kind === DrawKind.bank ? t('withdraw.bindBankTitle') : t('withdraw.bindCoinTitle')}
        back
      />
      <BindMethodForm key={kind} kind={kind} wantedCurrency={wantedCurrency} />
    </div>
  );
}
