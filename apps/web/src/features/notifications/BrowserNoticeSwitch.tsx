import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BrowserNoticeState,
  browserNoticeState,
  browserNoticesOn,
  switchBrowserNotices,
} from './browser-notice.ts';

/** The trader's switch for the browser's own notifications: permission is asked on its tap. */
export function BrowserNoticeSwitch() {
  const { t } = useTranslation();
  const [state, setState] = useState<BrowserNoticeState>(browserNoticeState);
  const [on, setOn] = useState(browserNoticesOn);
  const [asking, setAsking] = useState(false);
  if (state === 'unsupported') {
    return (
      <p className="notices-browser muted" data-testid="browser-notices-unsupported">
        {t('user.noticeBrowserUnsupported')}
      </p>
    );
  }
  return (
    <section className="notices-browser">
      <label className="switch-row">
        <span className="notices-browser__label">
          <span>{t('user.noticeBrowser')}</span>
          <span className="muted notices-browser__hint">{t('user.noticeBrowserHint')}</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="switch"
          checked={on}
          aria-checked={on}
          disabled={asking || state === 'denied'}
          onChange={(event) => {
            const wanted = event.target.checked;
            setAsking(true);
            void switchBrowserNotices(wanted)
              .then((next) => {
                setState(next);
                setOn(wanted && next === 'granted');
              })
              .finally(() => setAsking(false));
          }}
          data-testid="browser-notices"
        />
      </label>
      {state === 'denied' ? (
        <p className="notices-browser__denied" data-testid="browser-notices-denied">
          {t('user.noticeBrowserDenied')}
        </p>
      ) : null}
    </section>
  );
}
