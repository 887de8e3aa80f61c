import { useEffect } from 'react';
import { renewCompanyChoice } from './company-cookie.ts';
import { lossRedirect } from './site-status.ts';
import { useSiteStatus } from './use-site-status.ts';

/**
 * A closed site (status 0) sends the visitor to its loss address, replacing this page; every
 * visit renews the trader's provider choice, so that it lasts as long as they keep coming.
 */
export function SiteStatusEffects() {
  const status = useSiteStatus();
  useEffect(() => renewCompanyChoice(), []);
  const away = lossRedirect(status.data);
  useEffect(() => {
    if (away) window.location.replace(away);
  }, [away]);
  return null;
}
