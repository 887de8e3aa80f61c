import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';

type OneTapSwitchProps = { on: boolean; onToggle: () => void };

/** One-tap trading, off by default; turning it on asks the trader to read what it means once. */
export const OneTapSwitch = memo(function OneTapSwitch({ on, onToggle }: OneTapSwitchProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <label className="checkbox one-tap">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          onChange={() => (on ? onToggle() : setAsking(true))}
          data-testid={tid('one-tap-switch')}
        />
        <span>{t('trade.oneTap')}</span>
      </label>
      <ConfirmDialog
        open={asking}
        title={t('trade.oneTapTitle')}
        message={t('trade.oneTapNotice')}
        confirmLabel={t('trade.oneTapAccept')}
        onConfirm={() => {
          setAsking(false);
          onToggle();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
});
