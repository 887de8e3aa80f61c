import { useTranslation } from 'react-i18next';
import './user.css';
import { useSession } from '../../session/session-store.ts';
import { CopyField } from '../../ui/CopyField.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { inviteLink } from './invite-link.ts';

/** /mine/invite: the trader's invitation code and the registration link that carries it. */
export function InvitePage() {
  const { t } = useTranslation();
  const code = useSession((s) => s.user?.invite_code ?? '');
  return (
    <div className="page narrow-page">
      <PageHeader title={t('func.invite')} back />
      {code ? (
        <section className="panel">
          <CopyField label={t('user.inviteCode')} value={code} testId="invite-code" />
          <CopyField
            label={t('user.inviteLink')}
            value={inviteLink(window.location.origin, code)}
            testId="invite-link"
          />
          <p className="muted form__hint">{t('user.inviteHint')}</p>
        </section>
      ) : (
        <p className="empty">{t('user.noInviteCode')}</p>
      )}
    </div>
  );
}
