import type { User } from '@tp/contract/entities';
import { formatBalance } from '@tp/domain/money';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { formatAmount } from '../../ui/format.ts';
import { EyeIcon, EyeOffIcon } from '../../ui/icons.tsx';
import { useStoredFlag } from '../../ui/use-stored-flag.ts';
import { useBalance } from './use-balance.ts';
import { useRealOnly } from './use-demo-guard.ts';

const hiddenBalance = '******';

/** A real account is named by its e-mail, or by its phone when it registered by phone. */
const realAccountName = (user: User): string =>
  user.email || (user.mobile ? `${user.area_code} ${user.mobile}`.trim() : '');

export function UserCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const [hidden, toggleHidden] = useStoredFlag('tp.balanceHidden');
  const openRealOnly = useRealOnly();
  const demo = user.is_demo === 1;
  const lang = useSession((s) => s.lang);
  const shown = balance.data ? formatAmount(formatBalance(balance.data.balance), lang) : '--';
  return (
    <section className="user-card">
      <div className="user-card__who">
        <span
          className={`badge ${demo ? 'badge--demo' : 'badge--real'}`}
          data-testid="account-label"
        >
          {demo ? t('user.demoAccount') : realAccountName(user) || t('user.realAccount')}
        </span>
        <span className="muted num">
          {t('user.uid')}: <span data-testid="user-uid">{user.uid}</span>
        </span>
      </div>
      <div className="user-card__balance">
        <span className="muted">{t('user.balance')}</span>
        <span className="user-card__amount">
          <strong className="num" data-testid="user-balance">
            {hidden ? hiddenBalance : shown}
          </strong>
          <button
            type="button"
            className="icon-button"
            onClick={toggleHidden}
            aria-label={hidden ? t('user.showBalance') : t('user.hideBalance')}
            aria-pressed={hidden}
            data-testid="toggle-balance"
          >
            {hidden ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </span>
      </div>
      <div className="user-card__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => openRealOnly('/mine/charge')}
          data-testid="deposit"
        >
          {t('financial.deposit')}
        </button>
        <button
          type="button"
          className="button button--outline"
          onClick={() => openRealOnly('/mine/withdraw')}
          data-testid="withdraw"
        >
          {t('financial.withdraw')}
        </button>
      </div>
    </section>
  );
}
