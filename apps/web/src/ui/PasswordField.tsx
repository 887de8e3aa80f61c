import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

type PasswordFieldProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  placeholder: string;
  invalid: boolean;
  testId: string;
};

/** A labelled password box with a show / hide switch, so the trader can check what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <label className="field">
      <span className="field__label">{props.label}</span>
      <span className="field__row">
        <input
          type={shown ? 'text' : 'password'}
          autoComplete={props.autoComplete}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          placeholder={props.placeholder}
          maxLength={128}
          aria-invalid={props.invalid}
          data-testid={props.testId}
        />
        <button
          type="button"
          className="field__toggle"
          onClick={() => setShown((current) => !current)}
          aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
        >
          {shown ? t('auth.hidePassword') : t('auth.showPassword')}
        </button>
      </span>
    </label>
  );
}
