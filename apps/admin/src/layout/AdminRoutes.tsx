import type { OperatorRole } from '@tp/contract/admin-operations';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AuditPage } from '../features/audit/AuditPage.tsx';
import { CompaniesPage } from '../features/companies/CompaniesPage.tsx';
import { CategoriesPage } from '../features/config/CategoriesPage.tsx';
import { DepositNetworksPage } from '../features/config/DepositNetworksPage.tsx';
import { DrawCurrenciesPage } from '../features/config/DrawCurrenciesPage.tsx';
import { InstrumentsPage } from '../features/config/InstrumentsPage.tsx';
import { SettingsPage } from '../features/config/SettingsPage.tsx';
import { WireOptionsPage } from '../features/config/WireOptionsPage.tsx';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { NewsFeedsPage } from '../features/news/NewsFeedsPage.tsx';
import { NewsPage } from '../features/news/NewsPage.tsx';
import { OperatorsPage } from '../features/operators/OperatorsPage.tsx';
import { OutboxPage } from '../features/outbox/OutboxPage.tsx';
import { OverviewPage } from '../features/overview/OverviewPage.tsx';
import { RankingPage } from '../features/ranking/RankingPage.tsx';
import { ReconciliationPage } from '../features/reconciliation/ReconciliationPage.tsx';
import { ReconciliationReportPage } from '../features/reconciliation/ReconciliationReportPage.tsx';
import { DepositQueuePage } from '../features/reviews/DepositQueuePage.tsx';
import { KycQueuePage } from '../features/reviews/KycQueuePage.tsx';
import { WithdrawalQueuePage } from '../features/reviews/WithdrawalQueuePage.tsx';
import { UserPage } from '../features/users/UserPage.tsx';
import { UsersPage } from '../features/users/UsersPage.tsx';
import { mayCall } from '../session/role-access.ts';
import { sectionsFor } from './menu-sections.ts';

/** The article editor (TipTap and ProseMirror) loads only when an operator opens it. */
const ArticleEditorPage = lazy(() =>
  import('../features/news/ArticleEditorPage.tsx').then((module) => ({
    default: module.ArticleEditorPage,
  })),
);
const articleEditor = (
  <Suspense fallback={null}>
    <ArticleEditorPage />
  </Suspense>
);

/** The page behind each menu path. */
const pages: Record<string, ReactNode> = {
  '/': <DashboardPage />,
  '/overview': <OverviewPage />,
  '/kyc': <KycQueuePage />,
  '/deposits': <DepositQueuePage />,
  '/withdrawals': <WithdrawalQueuePage />,
  '/users': <UsersPage />,
  '/outbox': <OutboxPage />,
  '/ranking': <RankingPage />,
  '/reconciliation': <ReconciliationPage />,
  '/news': <NewsPage />,
  '/news-feeds': <NewsFeedsPage />,
  '/instruments': <InstrumentsPage />,
  '/categories': <CategoriesPage />,
  '/deposit-networks': <DepositNetworksPage />,
  '/wire-options': <WireOptionsPage />,
  '/draw-currencies': <DrawCurrenciesPage />,
  '/companies': <CompaniesPage />,
  '/settings': <SettingsPage />,
  '/operators': <OperatorsPage />,
  '/audit': <AuditPage />,
};

/** Only the pages the role may open are routes at all; anything else leads to the dashboard. */
export function AdminRoutes({ role }: { role: OperatorRole }) {
  return (
    <Routes>
      {sectionsFor(role).map((section) => (
        <Route key={section.path} path={section.path} element={pages[section.path]} />
      ))}
      {mayCall(role, 'adminUser') && <Route path="/users/:userId" element={<UserPage />} />}
      {mayCall(role, 'adminReconciliation') && (
        <Route path="/reconciliation/:id" element={<ReconciliationReportPage />} />
      )}
      {mayCall(role, 'adminSaveArticle') && (
        <>
          <Route path="/news/new" element={articleEditor} />
          <Route path="/news/:id" element={articleEditor} />
        </>
      )}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
