import { useMutation } from '@tanstack/react-query';
import { passwordLengthMin } from '@tp/contract/endpoints';
import { AccountKind, CodePurpose } from '@tp/contract/entities';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';
import { Link, useNavigate } from 'react-router';
import { call } from '../../api/call.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { usePublicSetting } from '../settings/use-public-setting.ts';
import { AccountKindTabs } from './AccountKindTabs.tsx';
import { codeAddressError } from './code-address.ts';
import {
  emptyForgotFields,
  type ForgotError,
  type ForgotFields,
  forgotErrors,
  forgotParams,
} from './forgot-form.ts';
import { PhoneInput } from './PhoneInput.tsx';
import { offersPhoneTab, phoneFieldsOf } from './phone-fields.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { sendCode } from './send-code.ts';

/** Reset a forgotten password with a code sent to the e-mail or phone; then log in again. */
export function ForgotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showMobile = usePublicSetting('is_show_mobile');
  const phoneTab = offersPhoneTab(phoneFieldsOf(showMobile.data));
  const [fields, setFields] = useState<ForgotFields>(emptyForgotFields);
  const [error, setError] = useState<ForgotError | null>(null);
  const kind = phoneTab ? fields.kind : AccountKind.email;

  const reset = useMutation({
    mutationFn: (sent: ForgotFields) =>
      call('forgetPassword', forgotParams(sent), { successToast: true }),
    onSuccess: () => navigate('/login', { replace: true }),
  });

  const edit = useCallback(<K extends keyof ForgotFields>(name: K, value: ForgotFields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setError(null);
  }, []);
  const setArea = useCallback((areaId: number) => edit('areaId', areaId), [edit]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = { ...fields, kind };
    const problem = forgotErrors(sent)[0] ?? null;
    setError(problem);
    if (!problem) reset.mutate(sent);
  };

  const send = () => {
    const address = { ...fields, kind };
    const missing = codeAddressError(address);
    setError(missing);
    return missing ? null : sendCode(address, CodePurpose.reset);
  };

  const invalid = (...keys: ForgotError[]) => error !== null && keys.includes(error);

  return (
    <div className="page auth-page">
      <PageHeader title="" back />
      <div className="auth-card">
        <h1 className="auth-card__title">{t('forgot.title')}</h1>
        <p className="muted">{t('forgot.subtitle')}</p>
        {phoneTab ? <AccountKindTabs value={kind} onChange={(next) => edit('kind', next)} /> : null}
        <form className="form" onSubmit={submit} noValidate>
          {kind === AccountKind.phone ? (
            <PhoneInput
              withArea
              areaId={fields.areaId}
              onAreaChange={setArea}
              phone={fields.phone}
              onPhoneChange={(value) => edit('phone', value)}
              areaInvalid={invalid('auth.chooseArea')}
              phoneInvalid={invalid('auth.enterPhone')}
              testIdPrefix="forgot"
            />
          ) : (
            <label className="field">
              <span className="field__label">{t('auth.account')}</span>
              <input
                type="email"
                autoComplete="username"
                value={fields.email}
                onChange={(event) => edit('email', event.target.value)}
                placeholder={t('auth.accountPlaceholder')}
                maxLength={254}
                aria-invalid={invalid('auth.enterEmail')}
                data-testid="forgot-email"
              />
            </label>
          )}
          <PasswordField
            label={t('forgot.newPassword')}
            value={fields.newPassword}
            onChange={(value) => edit('newPassword', value)}
            autoComplete="new-password"
            placeholder={t('auth.passwordHint', { min: passwordLengthMin })}
            invalid={invalid('forgot.enterNewPassword', 'auth.passwordTooShort')}
            testId="forgot-new-password"
          />
          <PasswordField
            label={t('forgot.repeatPassword')}
            value={fields.repeatPassword}
            onChange={(value) => edit('repeatPassword', value)}
            autoComplete="new-password"
            placeholder={t('forgot.repeatPasswordPlaceholder')}
            invalid={invalid('forgot.enterRepeatPassword', 'auth.passwordMismatch')}
            testId="forgot-repeat-password"
          />
          <div className="field">
            <span className="field__label">{t('auth.code')}</span>
            <span className="field__group">
              <input
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={fields.code}
                onChange={(event) => edit('code', event.target.value)}
                placeholder={t('auth.codePlaceholder')}
                aria-label={t('auth.code')}
                maxLength={16}
                aria-invalid={invalid('auth.enterCode')}
                data-testid="forgot-code"
              />
              <SendCodeButton countdownKey="forgot" send={send} testId="forgot-send-code" />
            </span>
          </div>
          {error ? (
            <p className="form__error" role="alert" data-testid="forgot-error">
              {t(error, { min: passwordLengthMin })}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={reset.isPending}
            data-testid="forgot-submit"
          >
            {reset.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </button>
        </form>
        <div className="auth-card__links auth-card__links--center">
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </div>
      </div>
    </div>
  );
}
