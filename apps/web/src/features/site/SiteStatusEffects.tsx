import { useEffect } from 'react';
import { lossRedirect } from './site-status.ts';
import { useSiteStatus } from './use-site-status.ts';

/** A closed site (status 0) sends the visitor to its loss address, replacing this page. */
export function SiteStatusEffects() {
  const status = useSiteStatus();
  const away = lossRedirect(status.data);
  useEffect(() => {
    if (away) window.location.replace(away);
  }, [away]);
  return null;
}
