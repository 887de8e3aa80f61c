import { type ReactNode, useContext, useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { PaneVisibility } from './pane-visibility.ts';
import { useEscapeKey } from './use-escape-key.ts';
import { useFocusOnOpen } from './use-focus-on-open.ts';

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal question with cancel and confirm; confirmations precede close, logout and resets. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  useEscapeKey(props.open, props.onCancel);
  // Cancel takes the focus: every question here guards something that cannot be undone.
  const cancel = useFocusOnOpen<HTMLButtonElement>(props.open);
  const titleId = useId();
  // A page kept alive behind another shows none of its questions.
  const paneShown = useContext(PaneVisibility);
  if (!props.open || !paneShown) return null;
  // On the body, above every stacking context of the page (a sticky column, a chart's layers).
  return createPortal(
    <div className="overlay overlay--center">
      <button
        type="button"
        className="overlay__backdrop"
        onClick={props.onCancel}
        aria-label={t('public.cancel')}
        tabIndex={-1}
      />
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 className="dialog__title" id={titleId}>
          {props.title}
        </h2>
        {props.message ? <p className="dialog__message">{props.message}</p> : null}
        <div className="dialog__actions">
          <button
            ref={cancel}
            type="button"
            className="button button--ghost"
            onClick={props.onCancel}
            data-testid="confirm-cancel"
          >
            {t('public.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={props.onConfirm}
            disabled={props.busy}
            data-testid="confirm-ok"
          >
            {props.confirmLabel ?? t('public.confirm')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
