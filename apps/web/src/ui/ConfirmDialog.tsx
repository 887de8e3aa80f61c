import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEscapeKey } from './use-escape-key.ts';

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
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title">
        <h2 className="dialog__title" id="confirm-title">
          {props.title}
        </h2>
        {props.message ? <p className="dialog__message">{props.message}</p> : null}
        <div className="dialog__actions">
          <button
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
