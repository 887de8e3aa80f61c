import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './copy-field.css';
import { copyText } from './copy-text.ts';

type CopyFieldProps = {
  label: ReactNode;
  value: string;
  testId?: string;
};

/** A labelled value the trader will paste elsewhere (an address, an account number), with copy. */
export function CopyField({ label, value, testId }: CopyFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="copy-field" data-testid={testId}>
      <span className="copy-field__label">{label}</span>
      <span className="copy-field__row">
        <span
          className="copy-field__value num"
          data-testid={testId ? `${testId}-value` : undefined}
        >
          {value || '--'}
        </span>
        {value ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void copyText(value)}
            data-testid={testId ? `${testId}-copy` : undefined}
          >
            {t('public.copy')}
          </button>
        ) : null}
      </span>
    </div>
  );
}
