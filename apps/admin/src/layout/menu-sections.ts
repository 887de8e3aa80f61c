import type { OperatorRole } from '@tp/contract/admin-operations';
import type { AdminCallName } from '../api/admin-calls.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { mayCall } from '../session/role-access.ts';

/** The menu's groups, in order. */
export const menuGroups = {
  monitor: 'func.groupMonitor',
  reviews: 'func.groupReviews',
  customers: 'func.groupCustomers',
  content: 'news.groupContent',
  configuration: 'func.groupConfiguration',
  administration: 'func.groupAdministration',
} as const satisfies Record<string, MessageKey>;

export type MenuGroup = keyof typeof menuGroups;

/** One page of the back office: its path, its menu label, and the call that reads it. */
export type MenuSection = {
  path: string;
  label: MessageKey;
  group: MenuGroup;
  /** The page is shown to the roles that may make this call. */
  call: AdminCallName;
};

export const menuSections: readonly MenuSection[] = [
  { path: '/', label: 'func.dashboard', group: 'monitor', call: 'adminDashboard' },
  { path: '/overview', label: 'func.overview', group: 'monitor', call: 'adminOverview' },
  {
    path: '/reconciliation',
    label: 'financial.reconciliation',
    group: 'monitor',
    call: 'adminReconciliations',
  },
  { path: '/kyc', label: 'user.kycReviews', group: 'reviews', call: 'adminKycList' },
  { path: '/deposits', label: 'financial.deposits', group: 'reviews', call: 'adminDeposits' },
  {
    path: '/withdrawals',
    label: 'withdraw.withdrawals',
    group: 'reviews',
    call: 'adminWithdrawals',
  },
  { path: '/users', label: 'user.users', group: 'customers', call: 'adminUsers' },
  { path: '/outbox', label: 'func.outbox', group: 'customers', call: 'adminOutbox' },
  { path: '/ranking', label: 'copy-trading.ranking', group: 'customers', call: 'adminRanking' },
  // News and announcements.
  { path: '/news', label: 'news.articles', group: 'content', call: 'adminArticles' },
  { path: '/news-feeds', label: 'news.feeds', group: 'content', call: 'adminNewsFeeds' },
  {
    path: '/instruments',
    label: 'product.instruments',
    group: 'configuration',
    call: 'adminInstruments',
  },
  {
    path: '/categories',
    label: 'product.categories',
    group: 'configuration',
    call: 'adminCategories',
  },
  {
    path: '/deposit-networks',
    label: 'financial.depositNetworks',
    group: 'configuration',
    call: 'adminDepositNetworks',
  },
  {
    path: '/wire-options',
    label: 'bank.wireOptions',
    group: 'configuration',
    call: 'adminWireOptions',
  },
  {
    path: '/draw-currencies',
    label: 'withdraw.currencies',
    group: 'configuration',
    call: 'adminDrawCurrencies',
  },
  // The provider directory of main mode.
  {
    path: '/companies',
    label: 'product.companies',
    group: 'configuration',
    call: 'adminCompanies',
  },
  { path: '/settings', label: 'func.settings', group: 'configuration', call: 'adminSettings' },
  { path: '/operators', label: 'func.operators', group: 'administration', call: 'adminOperators' },
  { path: '/audit', label: 'func.audit', group: 'administration', call: 'adminAudit' },
];

/** The pages a role may open, in menu order. */
export function sectionsFor(role: OperatorRole): MenuSection[] {
  return menuSections.filter((section) => mayCall(role, section.call));
}

/** The menu of a role: its groups in order, each with its pages; groups left empty are dropped. */
export function menuFor(role: OperatorRole): { group: MenuGroup; sections: MenuSection[] }[] {
  const allowed = sectionsFor(role);
  return (Object.keys(menuGroups) as MenuGroup[])
    .map((group) => ({ group, sections: allowed.filter((section) => section.group === group) }))
    .filter((entry) => entry.sections.length > 0);
}

/** The section a location belongs to (a user's page belongs to Users). */
export function sectionOf(pathname: string): MenuSection | undefined {
  return [...menuSections]
    .sort((a, b) => b.path.length - a.path.length)
    .find((section) =>
      section.path === '/'
        ? pathname === '/'
        : pathname === section.path || pathname.startsWith(`${section.path}/`),
    );
}
