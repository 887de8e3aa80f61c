import { DrawKind } from '@tp/contract/codes';
import { riskDisclosurePath, termsPath } from '@tp/contract/legal-documents';
import { type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ComingSoonPage } from '../ui/ComingSoonPage.tsx';
import { lazyPage } from './lazy-page.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RequireLogin } from './RequireLogin.tsx';
import { RequireRealAccount } from './RequireRealAccount.tsx';

/**
 * Each page is a chunk of its own, fetched when its route is first opened: the first load carries
 * the market (kept alive with the trade screen) and nothing the first screen does not show.
 */
const ForgotPage = lazyPage(() => import('../features/auth/ForgotPage.tsx'), 'ForgotPage');
const LoginPage = lazyPage(() => import('../features/auth/LoginPage.tsx'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage.tsx'), 'RegisterPage');
const DepositPage = lazyPage(() => import('../features/deposit/DepositPage.tsx'), 'DepositPage');
const HistoryPage = lazyPage(() => import('../features/history/HistoryPage.tsx'), 'HistoryPage');
const RealNamePage = lazyPage(
  () => import('../features/identity/RealNamePage.tsx'),
  'RealNamePage',
);
const LegalPage = lazyPage(() => import('../features/legal/LegalPage.tsx'), 'LegalPage');
const LanguagePage = lazyPage(
  () => import('../features/language/LanguagePage.tsx'),
  'LanguagePage',
);
const ProductSearchPage = lazyPage(
  () => import('../features/market/ProductSearchPage.tsx'),
  'ProductSearchPage',
);
const AnnouncementsPage = lazyPage(
  () => import('../features/news/AnnouncementsPage.tsx'),
  'AnnouncementsPage',
);
const NewsDetailPage = lazyPage(
  () => import('../features/news/NewsDetailPage.tsx'),
  'NewsDetailPage',
);
const NewsPage = lazyPage(() => import('../features/news/NewsPage.tsx'), 'NewsPage');
const AlertsPage = lazyPage(() => import('../features/alerts/AlertsPage.tsx'), 'AlertsPage');
const NotificationsPage = lazyPage(
  () => import('../features/notifications/NotificationsPage.tsx'),
  'NotificationsPage',
);
const OrdersPage = lazyPage(() => import('../features/orders/OrdersPage.tsx'), 'OrdersPage');
const RankPage = lazyPage(() => import('../features/ranking/RankPage.tsx'), 'RankPage');
const ChangePasswordPage = lazyPage(
  () => import('../features/user/ChangePasswordPage.tsx'),
  'ChangePasswordPage',
);
const ChatPage = lazyPage(() => import('../features/user/ChatPage.tsx'), 'ChatPage');
const ComplaintEmailPage = lazyPage(
  () => import('../features/user/ComplaintEmailPage.tsx'),
  'ComplaintEmailPage',
);
const InvitePage = lazyPage(() => import('../features/user/InvitePage.tsx'), 'InvitePage');
const SystemPage = lazyPage(() => import('../features/user/SystemPage.tsx'), 'SystemPage');
const UserCentrePage = lazyPage(
  () => import('../features/user/UserCentrePage.tsx'),
  'UserCentrePage',
);
const WalletPage = lazyPage(() => import('../features/wallet/WalletPage.tsx'), 'WalletPage');
const BindMethodPage = lazyPage(
  () => import('../features/withdraw/BindMethodPage.tsx'),
  'BindMethodPage',
);
const BoundMethodsPage = lazyPage(
  () => import('../features/withdraw/BoundMethodsPage.tsx'),
  'BoundMethodsPage',
);
const WithdrawPage = lazyPage(
  () => import('../features/withdraw/WithdrawPage.tsx'),
  'WithdrawPage',
);

/**
 * The pages a trader reaches from the tab bar and the user icon: fetched once the first screen has
 * settled, so the first tap on a tab shows its page at once rather than a blank frame.
 */
export const tabPages = [OrdersPage, NewsPage, RankPage, UserCentrePage, LoginPage] as const;

const guarded = (element: ReactNode) => <RequireLogin>{element}</RequireLogin>;
const realOnly = (element: ReactNode) =>
  guarded(<RequireRealAccount>{element}</RequireRealAccount>);

/** Every route of spec §2; `/` and `/trade` render in the kept-alive panes, so here they are empty. */
export function AppRoutes() {
  return (
    <Suspense fallback={<div className="page" aria-busy="true" />}>
      <Routes>
        <Route path="/" element={null} />
        <Route path="/trade" element={null} />
        <Route path="/order" element={guarded(<OrdersPage />)} />
        <Route path="/user" element={guarded(<UserCentrePage />)} />
        <Route path="/mine" element={guarded(<UserCentrePage />)} />
        <Route path="/mine/system" element={guarded(<SystemPage />)} />
        <Route path="/mine/password" element={realOnly(<ChangePasswordPage />)} />
        <Route path="/mine/invite" element={realOnly(<InvitePage />)} />
        <Route path="/mine/chat" element={guarded(<ChatPage />)} />
        <Route path="/mine/email" element={guarded(<ComplaintEmailPage />)} />
        <Route path="/mine/auth" element={realOnly(<RealNamePage />)} />
        <Route path="/mine/charge" element={realOnly(<DepositPage />)} />
        <Route path="/mine/withdraw" element={realOnly(<WithdrawPage />)} />
        <Route path="/mine/withdraw-way" element={realOnly(<BindMethodPage />)} />
        <Route path="/mine/wallet" element={realOnly(<WalletPage />)} />
        <Route
          path="/mine/bank-card-list"
          element={realOnly(<BoundMethodsPage kind={DrawKind.bank} />)}
        />
        <Route
          path="/mine/coin-address-list"
          element={realOnly(<BoundMethodsPage kind={DrawKind.coin} />)}
        />
        {/* Spec §6 bars deposit, withdraw, wallet and real-name to demo accounts, not the history. */}
        <Route path="/mine/history" element={guarded(<HistoryPage />)} />
        <Route path="/mine/announcement" element={guarded(<AnnouncementsPage />)} />
        <Route path="/mine/notifications" element={guarded(<NotificationsPage />)} />
        <Route path="/mine/alerts" element={guarded(<AlertsPage />)} />
        <Route path="/news" element={<NewsPage />} />
        <Route path="/news/detail" element={<NewsDetailPage />} />
        <Route path="/rank" element={<RankPage />} />
        <Route path="/feedback" element={<ComingSoonPage titleKey="func.feedback" />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot" element={<ForgotPage />} />
        <Route path="/product" element={<ProductSearchPage />} />
        <Route path="/language" element={<LanguagePage />} />
        <Route path={riskDisclosurePath} element={<LegalPage document="risk" />} />
        <Route path={termsPath} element={<LegalPage document="terms" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
