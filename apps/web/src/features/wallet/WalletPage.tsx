import { formatBalance } from '@tp/domain/money';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { formatAmount } from '../../ui/format.ts';
import '../funds/funds.css';
import './wallet.css';
import { Link } from 'react-router';
import type { TranslationKey } from '../../i18n/i18n.ts';
import { ChevronIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { useAccountDetail } from './use-account-detail.ts';
import { walletFigures } from './wallet-figures.ts';

const links: readonly { key: string; labelKey: TranslationKey; to: string }[] = [
  { key: 'bank-cards', labelKey: 'bank.bankCardList', to: '/mine/bank-card-list' },
  { key: 'coin-addresses', labelKey: 'wallet.coinAddressList', to: '/mine/coin-address-list' },
  { key: 'history', labelKey: 'financial.accountHistory', to: '/mine/history' },
];

/** /mine/wallet: what the account holds and where the money can go. */
export function WalletPage() {
  const { t } = useTranslation();
  const detail = useAccountDetail();
  const lang = useSession((s) => s.lang);
  return (
    <div className="page funds-page">
      <PageHeader title={t('wallet.title')} back />
      {detail.data ? (
        <section className="wallet-card">
          <span className="muted">{t('wallet.balance')}</span>
          <strong className="wallet-card__balance num" data-testid="wallet-balance">
            {formatAmount(formatBalance(detail.data.balance), lang)}
          </strong>
          <dl className="wallet-card__figures">
            {walletFigures(detail.data).map((figure) => (
              <div key={figure.key}>
                <dt className="muted">{t(figure.labelKey)}</dt>
                <dd className="num" data-testid={`wallet-${figure.key}`}>
                  {formatAmount(figure.value, lang)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="muted wallet-card__note">{t('wallet.usdNote')}</p>
          <div className="wallet-card__actions">
            <Link to="/mine/charge" className="button button--primary" data-testid="wallet-deposit">
              {t('financial.deposit')}
            </Link>
            <Link
              to="/mine/withdraw"
              className="button button--outline"
              data-testid="wallet-withdraw"
            >
              {t('financial.withdraw')}
            </Link>
          </div>
        </section>
      ) : (
        <SkeletonRows count={3} />
      )}
      <nav className="wallet-links">
        {links.map((link) => (
          <Link
            key={link.key}
            to={link.to}
            className="wallet-links__row"
            data-testid={`wallet-link-${link.key}`}
          >
            <span>{t(link.labelKey)}</span>
            <ChevronIcon className="flip-rtl muted" />
          </Link>
        ))}
      </nav>
    </div>
  );
}
