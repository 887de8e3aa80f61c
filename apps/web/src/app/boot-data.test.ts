import { bootDataElementId } from '@tp/contract/app-page';
import { afterEach, describe, expect, it } from 'vitest';
import { takeBootData } from './boot-data.ts';

function pageWith(content: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = bootDataElementId;
  script.textContent = content;
  document.body.append(script);
}

afterEach(() => document.getElementById(bootDataElementId)?.remove());

describe('the page’s boot data', () => {
  it('reads the instruments once and takes them out of the page', () => {
    pageWith('{"tradeList":[{"Id":1,"Code":"EURUSD","ShowCode":"EUR\\u003c/USD"}]}');
    const data = takeBootData();
    expect(data?.tradeList.map((i) => [i.Id, i.ShowCode])).toEqual([[1, 'EUR</USD']]);
    expect(document.getElementById(bootDataElementId)).toBeNull();
    expect(takeBootData()).toBeUndefined();
  });

  it('ignores a page without it, or with something else in its place', () => {
    expect(takeBootData()).toBeUndefined();
    pageWith('not json');
    expect(takeBootData()).toBeUndefined();
    pageWith('{"tradeList":"EURUSD"}');
    expect(takeBootData()).toBeUndefined();
    pageWith('null');
    expect(takeBootData()).toBeUndefined();
  });
});
