/** The history page's tabs (spec §2 /mine/history): the account log and both kinds of record. */
export const HistoryTab = { log: 'log', deposits: 'deposits', withdrawals: 'withdrawals' } as const;
export type HistoryTab = (typeof HistoryTab)[keyof typeof HistoryTab];

const allTabs: readonly HistoryTab[] = Object.values(HistoryTab);

/** `?tab=` preselects a tab; anything else shows the account log. */
export const historyTabFromQuery = (tab: string | null): HistoryTab =>
  allTabs.find((known) => known === tab) ?? HistoryTab.log;

export const historyPath = (tab: HistoryTab): string => `/mine/history?tab=${tab}`;
