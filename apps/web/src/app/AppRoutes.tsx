import { DrawKind } from '@tp/contract/entities';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { ForgotPage } from '../features/auth/ForgotPage.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RegisterPage } from '../features/auth/RegisterPage.tsx';
import { DepositPage } from '../features/deposit/DepositPage.tsx';
import { HistoryPage } from '../features/history/HistoryPage.tsx';
import { RealNamePage } from '../features/identity/RealNamePage.tsx';
import { LanguagePage } from '../features/language/LanguagePage.tsx';
import { ProductSearchPage } from '../features/market/ProductSearchPage.tsx';
import { AnnouncementsPage } from '../features/news/AnnouncementsPage.tsx';
import { NewsDetailPage } from '../features/news/NewsDetailPage.tsx';
import { NewsPage } from '../features/news/NewsPage.tsx';
import { OrdersPage } from '../features/orders/OrdersPage.tsx';
import { RankPage } from '../features/ranking/RankPage.tsx';
import { ChangePasswordPage } from '../features/user/ChangePasswordPage.tsx';
import { ChatPage } from '../features/user/ChatPage.tsx';
import { ComplaintEmailPage } from '../features/user/ComplaintEmailPage.tsx';
import { InvitePage } from '../features/user/InvitePage.tsx';
import { SystemPage } from '../features/user/SystemPage.tsx';
import { UserCentrePage } from '../features/user/UserCentrePage.tsx';
import { WalletPage } from '../features/wallet/WalletPage.tsx';
import { BindMethodPage } from '../features/withdraw/BindMethodPage.tsx';
import { BoundMethodsPage } from '../features/withdraw/BoundMethodsPage.tsx';
import { WithdrawPage } from '../features/withdraw/WithdrawPage.tsx';
import { ComingSoonPage } from '../ui/ComingSoonPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RequireLogin } from './RequireLogin.tsx';
import { RequireRealAccount } from './RequireRealAccount.tsx';

const guarded = (element: ReactNode) => <RequireLogin>{element}</RequireLogin>;
const realOnly = (element: ReactNode) =>
  guarded(<RequireRealAccount>{element}</RequireRealAccount>);

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
      <Route path="/news" element={<NewsPage />} />
      <Route path="/news/detail" element={<NewsDetailPage />} />
      <Route path="/rank" element={<RankPage />} />
      <Route path="/feedback" element={<ComingSoonPage titleKey="func.feedback" />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/forgot" element={<ForgotPage />} />
      <Route path="/product" element={<ProductSearchPage />} />
      <Route path="/language" element={<LanguagePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
