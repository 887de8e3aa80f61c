/** A page of quick_ist, draw_list or forexChange. */
export type RecordPage<T> = { data: readonly T[]; total: number };

export const loadedRecords = <T>(pages: readonly RecordPage<T>[]): number =>
  pages.reduce((sum, page) => sum + page.data.length, 0);

/** Paging is by page number; loading ends once the loaded count reaches the total (spec §4). */
export function nextRecordPage<T>(pages: readonly RecordPage<T>[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.data.length === 0 || loadedRecords(pages) >= last.total) return undefined;
  return pages.length + 1;
}

export const recordsOf = <T>(pages: readonly RecordPage<T>[] | undefined): T[] =>
  pages?.flatMap((page) => page.data) ?? [];
