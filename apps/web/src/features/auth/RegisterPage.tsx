import { useMutation } from '@tanstack/react-query';
import { AccountKind, CodePurpose, VerifyRegType } from '@tp/contract/codes';
import { riskDisclosurePath, termsPath } from '@tp/contract/legal-documents';
import { passwordLengthMin } from '@tp/contract/routes';
import { type FormEvent, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { FormError } from '../../ui/FormError.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import { RiskWarning } from '../legal/RiskWarning.tsx';
import { usePublicSetting } from '../settings/use-public-setting.ts';
import { useBasicInfo } from '../trade/use-basic-info.ts';
import { AccountKindTabs } from './AccountKindTabs.tsx';
import { AuthCard } from './AuthCard.tsx';
import { CaptchaImage } from './CaptchaImage.tsx';
import { CodeField } from './CodeField.tsx';
import { EmailField } from './EmailField.tsx';
import { PhoneInput } from './PhoneInput.tsx';
import { offersPhoneTab, phoneFieldsOf } from './phone-fields.ts';
import {
  emptyRegisterFields,
  type RegisterError,
  type RegisterFields,
  type RegisterRules,
  registerErrors,
  registeredAccount,
  registerParams,
  registerPhoneInputs,
} from './register-form.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { sendCodeWhenComplete } from './send-code.ts';
import { useCaptcha } from './use-captcha.ts';

/** Register (spec §2, §5): e-mail or phone, password twice, invitation code, and a code. */
export function RegisterPage() {
  const { t } = useTranslation();
  const basicInfo = useBasicInfo();
  const showMobile = usePublicSetting('is_show_mobile');
  const inviteRequired = usePublicSetting('register_invite_required');
  const ready = !basicInfo.isPending && !showMobile.isPending && !inviteRequired.isPending;
  const rules: RegisterRules = {
    phoneFields: phoneFieldsOf(showMobile.data),
    inviteRequired: inviteRequired.data?.trim() === '1',
    captcha: basicInfo.data?.verify_reg_type === VerifyRegType.captcha,
  };
  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      {ready ? <RegisterForm rules={rules} /> : <SkeletonRows count={5} />}
      <div className="auth-card__links auth-card__links--center">
        <span>
          {t('auth.haveAccount')}{' '}
          <Link to="/login" data-testid="link-login">
            {t('auth.loginLink')}
          </Link>
        </span>
      </div>
    </AuthCard>
  );
}

function RegisterForm({ rules }: { rules: RegisterRules }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { fields, setFields, error, setError, edit, invalid } = useFormFields<
    RegisterFields,
    RegisterError
  >(() => ({ ...emptyRegisterFields, inviteCode: search.get('invite_code')?.trim() ?? '' }));
  const captcha = useCaptcha(rules.captcha);
  const phoneTab = offersPhoneTab(rules.phoneFields);
  const kind = phoneTab ? fields.kind : AccountKind.email;
  const inputs = registerPhoneInputs(kind, rules.phoneFields);

  const register = useMutation({
    mutationFn: (sent: RegisterFields) =>
      call('register', registerParams(sent, rules, captcha.data?.id ?? null), {
        successToast: true,
      }),
    // The sign-in page opens with the new account filled in (in the navigation's state, not the URL).
    onSuccess: (_data, sent) =>
      navigate('/login', { replace: true, state: { registered: registeredAccount(sent) } }),
    onError: () => {
      // A picture code answers once: a refused form needs a new one.
      if (!rules.captcha) return;
      setFields((current) => ({ ...current, code: '' }));
      void captcha.refetch();
    },
  });

  const setArea = useCallback((areaId: number) => edit('areaId', areaId), [edit]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = { ...fields, kind };
    const problem = registerErrors(sent, rules)[0] ?? null;
    setError(problem);
    if (!problem) register.mutate(sent);
  };

  const send = () => sendCodeWhenComplete({ ...fields, kind }, CodePurpose.register, setError);

  return (
    <>
      {phoneTab ? <AccountKindTabs value={kind} onChange={(next) => edit('kind', next)} /> : null}
      <form className="form" onSubmit={submit} noValidate>
        {kind === AccountKind.email ? (
          <EmailField
            value={fields.email}
            onChange={(value) => edit('email', value)}
            autoComplete="email"
            invalid={invalid('auth.enterEmail')}
            testId="register-email"
          />
        ) : null}
        {inputs.phone ? (
          <PhoneInput
            withArea={inputs.area}
            areaId={fields.areaId}
            onAreaChange={setArea}
            phone={fields.phone}
            onPhoneChange={(value) => edit('phone', value)}
            areaInvalid={invalid('auth.chooseArea')}
            phoneInvalid={invalid('auth.enterPhone')}
            testIdPrefix="register"
            optional={kind === AccountKind.email}
          />
        ) : null}
        <PasswordField
          label={t('auth.password')}
          value={fields.password}
          onChange={(value) => edit('password', value)}
          autoComplete="new-password"
          placeholder={t('auth.passwordHint', { min: passwordLengthMin })}
          invalid={invalid('auth.enterPassword', 'auth.passwordTooShort')}
          testId="register-password"
        />
        <PasswordField
          label={t('auth.rePassword')}
          value={fields.rePassword}
          onChange={(value) => edit('rePassword', value)}
          autoComplete="new-password"
          placeholder={t('auth.rePasswordPlaceholder')}
          invalid={invalid('auth.enterRePassword', 'auth.passwordMismatch')}
          testId="register-repassword"
        />
        <label className="field">
          <span className="field__label">
            {rules.inviteRequired ? t('auth.inviteCode') : t('auth.inviteCodeOptional')}
          </span>
          <input
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            value={fields.inviteCode}
            onChange={(event) => edit('inviteCode', event.target.value)}
            placeholder={t('auth.inviteCodePlaceholder')}
            maxLength={32}
            aria-invalid={invalid('auth.enterInviteCode')}
            data-testid="register-invite"
          />
        </label>
        <CodeField
          source={rules.captcha ? 'picture' : 'sent'}
          value={fields.code}
          onChange={(value) => edit('code', value)}
          invalid={invalid('auth.enterCode')}
          testId="register-code"
        >
          {rules.captcha ? (
            <CaptchaImage
              captcha={captcha.data}
              onRefresh={() => void captcha.refetch()}
              testId="register-captcha"
            />
          ) : (
            <SendCodeButton countdownKey="register" send={send} testId="register-send-code" />
          )}
        </CodeField>
        <RiskWarning />
        <ConsentField
          checked={fields.consent}
          onChange={(checked) => edit('consent', checked)}
          invalid={invalid('auth.consentRequired')}
        />
        <FormError
          message={error && t(error, { min: passwordLengthMin })}
          testId="register-error"
        />
        <SubmitButton
          busy={register.isPending}
          label={t('auth.register')}
          busyLabel={t('auth.registering')}
          testId="register-submit"
        />
      </form>
    </>
  );
}

type ConsentFieldProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
};

/**
 * The risk disclosure and terms consent, required to register. The documents open in a tab of
 * their own, so reading them does not lose what the form holds.
 */
function ConsentField({ checked, onChange, invalid }: ConsentFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={`consent${invalid ? ' consent--invalid' : ''}`}>
      <label className="consent__label">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={invalid}
          aria-describedby="consent-documents"
          data-testid="register-consent"
        />
        <span>{t('auth.consentLabel')}</span>
      </label>
      <p className="consent__documents" id="consent-documents">
        <a href={riskDisclosurePath} target="_blank" rel="noopener" data-testid="link-risk">
          {t('auth.riskLink')}
        </a>
        <a href={termsPath} target="_blank" rel="noopener" data-testid="link-terms">
          {t('auth.termsLink')}
        </a>
      </p>
    </div>
  );
}
