import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type StatusTab, tabOf } from './queue-filters.ts';

export type QueueState = {
  tab: StatusTab;
  page: number;
  user: string;
  setTab: (key: string) => void;
  setPage: (page: number) => void;
  setUser: (user: string) => void;
};

/**
 * Filters of a review list: the page's own list starts from the address (`?status=0` from the
 * dashboard, `?user=` from a user's page); a list inside a user's page is fixed to that user.
 */
export function useQueueState(tabs: readonly StatusTab[], fixedUser?: string): QueueState {
  const [search] = useSearchParams();
  const [tabKey, setTabKey] = useState(() =>
    fixedUser === undefined ? tabOf(tabs, search.get('status')).key : 'all',
  );
  const [page, setPage] = useState(1);
  const [user, setUserState] = useState(() => fixedUser ?? search.get('user') ?? '');
  return {
    tab: tabOf(tabs, tabKey),
    page,
    user: fixedUser ?? user,
    setTab: (key) => {
      setTabKey(key);
      setPage(1);
    },
    setPage,
    setUser: (value) => {
      setUserState(value);
      setPage(1);
    },
  };
}
