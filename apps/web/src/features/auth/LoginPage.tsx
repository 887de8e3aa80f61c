import { useMutation } from '@tanstack/react-query';
import { AccountKind } from '@tp/contract/codes';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';
import { Link, useLocation, useSearchParams } from 'react-router';
import { TransportError } from '../../api/api-error.ts';
import { call } from '../../api/call.ts';
import { signInDeviceId } from '../../session/device-id.ts';
import { FormError } from '../../ui/FormError.tsx';
import { GlobeIcon } from '../../ui/icons.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { useFormFields } from '../../ui/use-form-fields.ts';
import { useAreaList } from '../settings/use-area-list.ts';
import { usePublicSetting } from '../settings/use-public-setting.ts';
import { AccountKindTabs } from './AccountKindTabs.tsx';
import { AuthCard } from './AuthCard.tsx';
import { CaptchaImage } from './CaptchaImage.tsx';
import { CodeField } from './CodeField.tsx';
import { EmailField } from './EmailField.tsx';
import { asksForCaptcha, isCaptchaRequired } from './login-captcha.ts';
import {
  cameFromRegistration,
  initialLoginFields,
  type LoginFieldError,
  type LoginFields,
  loginFormError,
  loginParams,
} from './login-form.ts';
import { PhoneInput } from './PhoneInput.tsx';
import { offersPhoneTab, phoneFieldsOf } from './phone-fields.ts';
import { TryDemoButton } from './TryDemoButton.tsx';
import { useCaptcha } from './use-captcha.ts';
import { useSignIn } from './use-sign-in.ts';

type LoginInput = { fields: LoginFields; captchaKey: string | null };

export function LoginPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  const from = search.get('from');
  // After a registration, the account just opened is filled in: only the password is left.
  const registered = cameFromRegistration(location.state);
  const signIn = useSignIn();
  const showMobile = usePublicSetting('is_show_mobile');
  const phoneTab = offersPhoneTab(phoneFieldsOf(showMobile.data));
  const { fields, setFields, error, setError, edit, invalid } = useFormFields<
    LoginFields,
    LoginFieldError
  >(() => initialLoginFields(location.state));
  const areas = useAreaList();
  // The call is silent so that the first ask for a picture code is no toast; the rest are.
  const failureMessage = (caught: unknown) =>
    caught instanceof TransportError
      ? t('public.networkError', { code: caught.code })
      : caught instanceof Error
        ? caught.message
        : String(caught);
  // Shown once the server asks for it, after a few failed sign-ins on the account.
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const login = useMutation({
    mutationFn: ({ fields: input, captchaKey }: LoginInput) => {
      const area = areas.data?.find((item) => item.id === input.areaId);
      const params = loginParams(input, area?.global_code, {
        deviceId: signInDeviceId(),
        captchaKey,
      });
      return call('login', params, { silent: true });
    },
    onSuccess: (session) => signIn(session, from),
    onError: (caught) => {
      if (!isCaptchaRequired(caught)) toast(failureMessage(caught));
      if (!asksForCaptcha(caught) && !captchaShown) return;
      // A picture code answers once, right or wrong: a refused sign-in needs a new one.
      setFields((current) => ({ ...current, captcha: '' }));
      if (captchaShown) void captcha.refetch();
      else setCaptchaShown(true);
    },
  });
  const kind = phoneTab ? fields.kind : AccountKind.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = { ...fields, kind };
    const problem = loginFormError(sent, captchaShown);
    setError(problem);
    if (!problem) {
      login.mutate({ fields: sent, captchaKey: captchaShown ? (captcha.data?.id ?? null) : null });
    }
  };
  const setArea = useCallback((areaId: number) => edit('areaId', areaId), [edit]);

  return (
    <AuthCard
      title={t('auth.loginTitle')}
      subtitle={t('auth.loginSubtitle')}
      actions={
        <Link to="/language" className="icon-button" aria-label={t('public.language')}>
          <GlobeIcon />
        </Link>
      }
    >
      {phoneTab ? (
        <AccountKindTabs
          value={kind}
          onChange={(next) => setFields({ ...fields, kind: next, account: '' })}
        />
      ) : null}
      <form className="form" onSubmit={submit} noValidate>
        {registered ? (
          <p className="auth-card__notice" role="status" data-testid="login-registered">
            {t('auth.registeredNotice')}
          </p>
        ) : null}
        {kind === AccountKind.phone ? (
          <PhoneInput
            withArea
            areaId={fields.areaId}
            onAreaChange={setArea}
            phone={fields.account}
            onPhoneChange={(value) => edit('account', value)}
            areaInvalid={false}
            phoneInvalid={invalid('auth.enterPhone')}
            testIdPrefix="login"
          />
        ) : (
          <EmailField
            value={fields.account}
            onChange={(value) => edit('account', value)}
            autoComplete="username"
            maxLength={128}
            invalid={invalid('auth.enterEmail')}
            testId="login-account"
          />
        )}
        <PasswordField
          label={t('auth.password')}
          value={fields.password}
          onChange={(value) => edit('password', value)}
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          invalid={invalid('auth.enterPassword')}
          testId="login-password"
        />
        {captchaShown ? (
          <>
            <p className="auth-card__notice" data-testid="login-captcha-hint">
              {t('auth.captchaHint')}
            </p>
            <CodeField
              source="picture"
              value={fields.captcha}
              onChange={(value) => edit('captcha', value)}
              invalid={invalid('auth.enterCaptcha')}
              focusOnShow
              testId="login-captcha-code"
            >
              <CaptchaImage
                captcha={captcha.data}
                onRefresh={() => void captcha.refetch()}
                testId="login-captcha"
              />
            </CodeField>
          </>
        ) : null}
        <FormError message={error && t(error)} testId="login-error" />
        <SubmitButton
          busy={login.isPending}
          label={t('auth.login')}
          busyLabel={t('auth.loggingIn')}
          testId="login-submit"
        />
      </form>
      <div className="auth-card__links">
        <Link to="/forgot" data-testid="link-forgot">
          {t('auth.forgot')}
        </Link>
        <span>
          {t('auth.noAccount')}{' '}
          <Link to="/register" data-testid="link-register">
            {t('auth.register')}
          </Link>
        </span>
      </div>
      <div className="divider">
        <span>{t('auth.or')}</span>
      </div>
      <TryDemoButton from={from} />
      <p className="muted auth-card__hint">{t('auth.tryDemoHint')}</p>
    </AuthCard>
  );
}
