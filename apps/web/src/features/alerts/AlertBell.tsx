import type { Instrument } from '@tp/contract/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { BellIcon } from '../../ui/icons.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';
import { AlertSheet } from './AlertSheet.tsx';
import './alerts.css';

/** The bell beside the price: a price alert for this instrument, for a signed-in trader. */
export function AlertBell({ instrument }: { instrument: Instrument }) {
  const tid = useTestId();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSession((s) => s.token !== null);
  const [open, setOpen] = useState(false);
  const openSheet = () => {
    if (!loggedIn) {
      navigate(`/login?from=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className="icon-button alert-bell"
        onClick={openSheet}
        aria-label={t('user.alertBell')}
        data-testid={tid('alert-bell')}
      >
        <BellIcon width={20} height={20} />
      </button>
      {open ? <AlertSheet instrument={instrument} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
