import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  if (!props.open) return null;
  return (
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
    </div>
  );
}
