import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type CodeFieldProps = {
  /** A code sent by e-mail or SMS, or the characters of a picture code. */
  source: 'sent' | 'picture';
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** Moves the focus to the input when it appears: a picture code asked for after a try. */
  focusOnShow?: boolean;
  testId: string;
  /** Beside the input: the button that sends the code, or the picture. */
  children: ReactNode;
};

/** The verification code that proves the address (or, with a picture code, a person). */
export function CodeField({
  source,
  value,
  onChange,
  invalid,
  focusOnShow = false,
  testId,
  children,
}: CodeFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // Only when it appears: the person then types what the picture shows, where they are.
  useEffect(() => {
    if (focusOnShow) input.current?.focus();
  }, [focusOnShow]);
  const picture = source === 'picture';
  const label = picture ? t('auth.captcha') : t('auth.code');
  return (
    <div className="field">
      <span className="field__label">{label}</span>
      <span className={picture ? 'field__group field__group--picture' : 'field__group'}>
        <input
          type="text"
          inputMode={picture ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={picture ? t('auth.captchaPlaceholder') : t('auth.codePlaceholder')}
          aria-label={label}
          maxLength={16}
          aria-invalid={invalid}
          ref={input}
          data-testid={testId}
        />
        {children}
      </span>
    </div>
  );
}
