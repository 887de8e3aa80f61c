import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionStore } from '../realtime/connection.ts';
import { useConnectionView } from '../realtime/use-connection.ts';

const restoredShownMs = 3_000;

/**
 * A line across the top while live prices are not arriving (offline, or the socket lost and
 * being replaced), and a short "live again" once they are back. Nothing while first connecting.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const view = useConnectionView();
  const restoredAt = useConnectionStore((s) => s.restoredAt);
  const [showRestored, setShowRestored] = useState(false);
  const wasDown = useRef(false);

  useEffect(() => {
    if (view === 'offline' || view === 'reconnecting') wasDown.current = true;
  }, [view]);

  useEffect(() => {
    if (restoredAt === null || !wasDown.current) return;
    wasDown.current = false;
    setShowRestored(true);
    const timer = setTimeout(() => setShowRestored(false), restoredShownMs);
    return () => clearTimeout(timer);
  }, [restoredAt]);

  if (view === 'offline' || view === 'reconnecting') {
    return (
      <div
        className={`connection-banner connection-banner--${view}`}
        role="status"
        data-testid="connection-banner"
        data-state={view}
      >
        {t(view === 'offline' ? 'public.connectionOffline' : 'public.connectionLost')}
      </div>
    );
  }
  if (view === 'live' && showRestored) {
    return (
      <div
        className="connection-banner connection-banner--restored"
        role="status"
        data-testid="connection-banner"
        data-state="restored"
      >
        {t('public.connectionRestored')}
      </div>
    );
  }
  return null;
}
