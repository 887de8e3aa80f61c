import { type BootData, bootDataElementId } from '@tp/contract/app-page';

/**
 * The data the server wrote into the page as it sent it (the instruments with their prices), read
 * once and taken out of the page; undefined when the page has none or it is not what it should be.
 */
export function takeBootData(doc: Document = document): BootData | undefined {
  const element = doc.getElementById(bootDataElementId);
  if (!element) return undefined;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<BootData> | null;
    return Array.isArray(data?.tradeList) ? { tradeList: data.tradeList } : undefined;
  } catch {
    return undefined;
  }
}
