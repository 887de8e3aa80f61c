import { type ReactNode, useContext, useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';
import { PaneVisibility, useTestId } from './pane-visibility.ts';
import { useEscapeKey } from './use-escape-key.ts';
import { useFocusOnOpen } from './use-focus-on-open.ts';

type SheetProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
};

/** A panel that slides up from the bottom on a phone and sits centred on a wide screen. */
export function Sheet({ open, title, onClose, children, testId }: SheetProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  const titleId = useId();
  useEscapeKey(open, onClose);
  const closeButton = useFocusOnOpen<HTMLButtonElement>(open);
  // A page kept alive behind another shows none of its sheets.
  const paneShown = useContext(PaneVisibility);
  if (!open || !paneShown) return null;
  // On the body, above every stacking context of the page (a sticky column, a chart's layers).
  return createPortal(
    <div className="overlay overlay--sheet">
      <button
        type="button"
        className="overlay__backdrop"
        onClick={onClose}
        aria-label={t('public.close')}
        tabIndex={-1}
      />
      <section
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId ? tid(testId) : undefined}
      >
        <header className="sheet__header">
          <h2 className="sheet__title" id={titleId}>
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            onClick={onClose}
            aria-label={t('public.close')}
          >
            <CloseIcon />
          </button>
        </header>
        <div className="sheet__body">{children}</div>
      </section>
    </div>,
    document.body,
  );
}
