import { useTranslation } from 'react-i18next';

type EmailFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** `username` where it signs in to an account, `email` where it names a new one. */
  autoComplete: 'username' | 'email';
  maxLength?: number;
  invalid: boolean;
  testId: string;
};

/** The account's e-mail address, on the forms that name an account by it. */
export function EmailField({
  value,
  onChange,
  autoComplete,
  maxLength = 254,
  invalid,
  testId,
}: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span className="field__label">{t('auth.account')}</span>
      <input
        type="email"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('auth.accountPlaceholder')}
        maxLength={maxLength}
        aria-invalid={invalid}
        data-testid={testId}
      />
    </label>
  );
}
