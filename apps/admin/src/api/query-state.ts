/** What a query holds: the latest answer for its key, and the answer before it. */
export type QueryState<T> = {
  key: string;
  data: T | undefined;
  /** The answer to the parameters before, and their key, kept while new ones load. */
  previous: { key: string; data: T } | undefined;
  error: string | null;
  loading: boolean;
  updatedAt: Date | null;
};

/** A query key: the language first, so that the server's texts come back in the one shown. */
export function queryKey(lang: string, name: string, params: unknown): string {
  return `${lang}:${name}:${JSON.stringify(params)}`;
}

const withoutLanguage = (key: string) => key.slice(key.indexOf(':') + 1);

export function initialQueryState<T>(key: string, loading: boolean): QueryState<T> {
  return { key, data: undefined, previous: undefined, error: null, loading, updatedAt: null };
}

/** A request for `key` starts: the same key keeps its answer, another key sets it aside. */
export function startLoading<T>(before: QueryState<T>, key: string): QueryState<T> {
  if (before.key === key) return { ...before, loading: true };
  const previous =
    before.data === undefined ? before.previous : { key: before.key, data: before.data };
  return { ...initialQueryState<T>(key, true), previous };
}

/**
 * The answer to show for `key`: its own, else (while it loads) the earlier answer when that was
 * the same question in another language, or any earlier answer with `keepPrevious` (a table's
 * next page). Another user's figures are never shown as this user's.
 */
export function shownAnswer<T>(
  state: QueryState<T>,
  key: string,
  keepPrevious: boolean,
): T | undefined {
  if (state.key === key && state.data !== undefined) return state.data;
  const earlier =
    state.key === key || state.data === undefined
      ? state.previous
      : { key: state.key, data: state.data };
  if (!earlier) return undefined;
  return keepPrevious || withoutLanguage(earlier.key) === withoutLanguage(key)
    ? earlier.data
    : undefined;
}
