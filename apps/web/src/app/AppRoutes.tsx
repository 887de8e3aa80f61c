import { Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { LanguagePage } from '../features/language/LanguagePage.tsx';
import { ProductSearchPage } from '../features/market/ProductSearchPage.tsx';
import { OrdersPage } from '../features/orders/OrdersPage.tsx';
import { SystemPage } from '../features/user/SystemPage.tsx';
import { UserCentrePage } from '../features/user/UserCentrePage.tsx';
import type { TranslationKey } from '../i18n/i18n.ts';
import { ComingSoonPage } from '../ui/ComingSoonPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RequireLogin } from './RequireLogin.tsx';
import { RequireRealAccount } from './RequireRealAccount.tsx';

/**
 * User-centre pages whose features come later; each shows a translated placeholder. The
 * real-money ones (spec §6) are barred to demo accounts.
 */
const laterMinePages: readonly [path: string, titleKey: TranslationKey, realOnly: boolean][] = [
  ['auth', 'func.realName', true],
  ['invite', 'func.invite', true],
  ['email', 'func.complaintEmail', false],
  ['announcement', 'func.announcement', false],
  ['password', 'func.password', true],
  ['history', 'financial.accountHistory', false],
  ['charge', 'financial.deposit', true],
  ['withdraw', 'withdraw.title', true],
  ['withdraw-way', 'withdraw.bindMethod', true],
  ['wallet', 'wallet.title', true],
  ['bank-card-list', 'bank.bankCardList', true],
  ['coin-address-list', 'wallet.coinAddressList', true],
  ['chat', 'func.customerService', false],
];

const guarded = (element: React.ReactNode) => <RequireLogin>{element}</RequireLogin>;

/** Every route of spec §2; `/` and `/trade` render in the kept-alive panes, so here they are empty. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={null} />
      <Route path="/trade" element={null} />
      <Route path="/order" element={guarded(<OrdersPage />)} />
      <Route path="/user" element={guarded(<UserCentrePage />)} />
      <Route path="/mine" element={guarded(<UserCentrePage />)} />
      <Route path="/mine/system" element={guarded(<SystemPage />)} />
      {laterMinePages.map(([path, titleKey, realOnly]) => {
        const page = <ComingSoonPage titleKey={titleKey} />;
        return (
          <Route
            key={path}
            path={`/mine/${path}`}
            element={guarded(realOnly ? <RequireRealAccount>{page}</RequireRealAccount> : page)}
          />
        );
      })}
      <Route path="/news" element={<ComingSoonPage titleKey="news.title" back={false} />} />
      <Route path="/news/detail" element={<ComingSoonPage titleKey="news.detail" />} />
      <Route
        path="/rank"
        element={<ComingSoonPage titleKey="copy-trading.ranking" back={false} />}
      />
      <Route path="/feedback" element={<ComingSoonPage titleKey="func.feedback" />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<ComingSoonPage titleKey="auth.registerTitle" />} />
      <Route path="/forgot" element={<ComingSoonPage titleKey="forgot.title" />} />
      <Route path="/product" element={<ProductSearchPage />} />
      <Route path="/language" element={<LanguagePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
