import type { OperatorRole } from '@tp/contract/admin-operations';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { CompaniesPage } from '../features/companies/companies-page.tsx';
import { CategoriesPage } from '../features/config/categories-page.tsx';
import { DepositNetworksPage } from '../features/config/deposit-networks-page.tsx';
import { DrawCurrenciesPage } from '../features/config/draw-currencies-page.tsx';
import { InstrumentsPage } from '../features/config/instruments-page.tsx';
import { SettingsPage } from '../features/config/settings-page.tsx';
import { WireOptionsPage } from '../features/config/wire-options-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { NewsFeedsPage } from '../features/news/news-feeds-page.tsx';
import { NewsPage } from '../features/news/news-page.tsx';
import { OperatorsPage } from '../features/operators/operators-page.tsx';
import { OutboxPage } from '../features/outbox/outbox-page.tsx';
import { OverviewPage } from '../features/overview/overview-page.tsx';
import { RankingPage } from '../features/ranking/ranking-page.tsx';
import { ReconciliationPage } from '../features/reconciliation/reconciliation-page.tsx';
import { ReconciliationReportPage } from '../features/reconciliation/reconciliation-report-page.tsx';
import { DepositQueuePage } from '../features/reviews/deposit-queue-page.tsx';
import { KycQueuePage } from '../features/reviews/kyc-queue-page.tsx';
import { WithdrawalQueuePage } from '../features/reviews/withdrawal-queue-page.tsx';
import { UserPage } from '../features/users/user-page.tsx';
import { UsersPage } from '../features/users/users-page.tsx';
import { mayCall } from '../session/role-access.ts';
import { sectionsFor } from './menu-sections.ts';

/** The article editor (TipTap and ProseMirror) loads only when an operator opens it. */
const ArticleEditorPage = lazy(() =>
  import('../features/news/article-editor-page.tsx').then((module) => ({
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
