import { useMutation } from '@tanstack/react-query';
import { AccountKind, CodePurpose } from '@tp/contract/codes';
import { passwordLengthMin } from '@tp/contract/routes';
import type { FormEvent } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';
import { Link, useNavigate } from 'react-router';
import { call } from '../../api/call.ts';
import { FormError } from '../../ui/FormError.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import { usePublicSetting } from '../settings/use-public-setting.ts';
import { AccountKindTabs } from './AccountKindTabs.tsx';
import { AuthCard } from './AuthCard.tsx';
import { CodeField } from './CodeField.tsx';
import { EmailField } from './EmailField.tsx';
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
import { sendCodeWhenComplete } from './send-code.ts';

/** Reset a forgotten password with a code sent to the e-mail or phone; then log in again. */
export function ForgotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showMobile = usePublicSetting('is_show_mobile');
  const phoneTab = offersPhoneTab(phoneFieldsOf(showMobile.data));
  const { fields, error, setError, edit, invalid } = useFormFields<ForgotFields, ForgotError>(
    emptyForgotFields,
  );
  const kind = phoneTab ? fields.kind : AccountKind.email;

  const reset = useMutation({
    mutationFn: (sent: ForgotFields) =>
      call('forgetPassword', forgotParams(sent), { successToast: true }),
    onSuccess: () => navigate('/login', { replace: true }),
  });
  const setArea = useCallback((areaId: number) => edit('areaId', areaId), [edit]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = { ...fields, kind };
    const problem = forgotErrors(sent)[0] ?? null;
    setError(problem);
    if (!problem) reset.mutate(sent);
  };
  const send = () => sendCodeWhenComplete({ ...fields, kind }, CodePurpose.reset, setError);

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
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
          <EmailField
            value={fields.email}
            onChange={(value) => edit('email', value)}
            autoComplete="username"
            invalid={invalid('auth.enterEmail')}
            testId="forgot-email"
          />
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
        <CodeField
          source="sent"
          value={fields.code}
          onChange={(value) => edit('code', value)}
          invalid={invalid('auth.enterCode')}
          testId="forgot-code"
        >
          <SendCodeButton countdownKey="forgot" send={send} testId="forgot-send-code" />
        </CodeField>
        <FormError message={error && t(error, { min: passwordLengthMin })} testId="forgot-error" />
        <SubmitButton
          busy={reset.isPending}
          label={t('forgot.submit')}
          busyLabel={t('forgot.submitting')}
          testId="forgot-submit"
        />
      </form>
      <div className="auth-card__links auth-card__links--center">
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </div>
    </AuthCard>
  );
}
