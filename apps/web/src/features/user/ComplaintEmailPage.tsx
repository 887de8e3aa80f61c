import { useTranslation } from 'react-i18next';
import './user.css';
import { CopyField } from '../../ui/CopyField.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { usePublicSetting } from '../settings/use-public-setting.ts';

/** /mine/email: where to send a complaint, with a mail link and a copy button. */
export function ComplaintEmailPage() {
  const { t } = useTranslation();
  const setting = usePublicSetting('complaint_email');
  const email = setting.data?.trim() ?? '';
  return (
    <div className="page narrow-page">
      <PageHeader title={t('func.complaintEmail')} back />
      {setting.isPending ? (
        <SkeletonRows count={1} />
      ) : email === '' ? (
        <p className="empty" data-testid="complaint-none">
          {t('user.complaintNotConfigured')}
        </p>
      ) : (
        <section className="panel">
          <p className="muted">{t('user.complaintEmailHint')}</p>
          <CopyField label={t('func.complaintEmail')} value={email} testId="complaint-email" />
          <a
            className="button button--primary button--block"
            href={`mailto:${encodeURI(email)}`}
            data-testid="complaint-email-write"
          >
            {t('user.writeEmail')}
          </a>
        </section>
      )}
    </div>
  );
}
