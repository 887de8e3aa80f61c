import { useTranslation } from 'react-i18next';
import '../funds/funds.css';
import './identity.css';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { RealNameForm } from './RealNameForm.tsx';
import { reviewStage, reviewStatusLabel } from './real-name-form.ts';
import { useRealNameCenter } from './use-real-name.ts';

/** /mine/auth: real-name verification, or where its review stands (spec §4, §5). */
export function RealNamePage() {
  const { t } = useTranslation();
  const center = useRealNameCenter();
  const data = center.data;
  const stage = data ? reviewStage(data) : undefined;
  return (
    <div className="page funds-page">
      <PageHeader title={t('func.realName')} back />
      {!data || !stage ? (
        <SkeletonRows count={3} />
      ) : stage.stage === 'form' ? (
        <RealNameForm returnedRemark={stage.returnedRemark} />
      ) : (
        <section className="kyc-status" data-testid="kyc-status">
          <span
            className={`badge ${stage.stage === 'certified' ? 'badge--open' : 'badge--demo'}`}
            data-testid="kyc-status-label"
          >
            {t(reviewStatusLabel(data.review_status))}
          </span>
          <p className="muted">
            {stage.stage === 'certified' ? t('user.kycCertifiedHint') : t('user.kycWaitingHint')}
          </p>
          <dl className="kyc-status__details">
            <dt>{t('user.kycName')}</dt>
            <dd data-testid="kyc-status-name">{data.name}</dd>
            <dt>{t('user.kycIdNumber')}</dt>
            <dd className="num">{data.card_id}</dd>
          </dl>
        </section>
      )}
    </div>
  );
}
