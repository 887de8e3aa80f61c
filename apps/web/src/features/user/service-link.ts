import type { BasicInfo } from '@tp/contract/entities';

/** service_link_type 1 shows the customer-service page inside the app. */
const embeddedLinkType = 1;

/**
 * How /mine/chat shows the operator's service link: embedded or as a link to open; null when
 * none is set or it is not a web address (a `javascript:` link must never run here).
 */
export function serviceLinkView(
  info: Pick<BasicInfo, 'service_link' | 'service_link_type'>,
): { url: string; embedded: boolean } | null {
  const url = info.service_link.trim();
  if (!/^https?:\/\//i.test(url)) return null;
  return { url, embedded: info.service_link_type === embeddedLinkType };
}
