import { describe, expect, it } from 'vitest';
import { loadedRecords, nextRecordPage, recordsOf } from './record-pages.ts';

const page = (count: number, total: number, from = 1) => ({
  data: Array.from({ length: count }, (_, i) => from + i),
  total,
});

describe('record paging', () => {
  it('asks for the next page number until the loaded count reaches the total', () => {
    expect(nextRecordPage([page(20, 45)])).toBe(2);
    expect(nextRecordPage([page(20, 45), page(20, 45, 21)])).toBe(3);
    expect(nextRecordPage([page(20, 45), page(20, 45, 21), page(5, 45, 41)])).toBeUndefined();
    expect(nextRecordPage([page(20, 20)])).toBeUndefined();
  });

  it('stops on an empty page even if the total says more, and before any page', () => {
    expect(nextRecordPage([page(20, 45), page(0, 45)])).toBeUndefined();
    expect(nextRecordPage([])).toBeUndefined();
  });

  it('lists the records of every page in order', () => {
    const pages = [page(2, 3), page(1, 3, 3)];
    expect(loadedRecords(pages)).toBe(3);
    expect(recordsOf(pages)).toEqual([1, 2, 3]);
    expect(recordsOf(undefined)).toEqual([]);
  });
});
