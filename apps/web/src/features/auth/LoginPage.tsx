import { useMutation } from '@tanstack/react-query';
import { AccountKind } from '@tp/contract/entities';
import { type FormEvent, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { FormError } from '../../ui/FormError.tsx';
import { GlobeIcon } from '../../ui/icons.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import { useAreaList } from '../settings/use-area-list.ts';
import { usePublicSetting } from '../settings/use-public-setting.ts';
import { AccountKindTabs } from './AccountKindTabs.tsx';
import { AuthCard } from './AuthCard.tsx';
import { EmailField } from './EmailField.tsx';
import {
  emptyLoginFields,
  type LoginFieldError,
  type LoginFields,
  loginFormError,
  loginParams,
} from './login-form.ts';
import { PhoneInput } from './PhoneInput.tsx';
import { offersPhoneTab, phoneFieldsOf } from './phone-fields.ts';
import { TryDemoButton } from './TryDemoButton.tsx';
import { useSignIn } from './use-sign-in.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const from = search.get('from');
  const signIn = useSignIn();
  const showMobile = usePublicSetting('is_show_mobile');
  const phoneTab = offersPhoneTab(phoneFieldsOf(showMobile.data));
  const { fields, setFields, error, setError, edit, invalid } = useFormFields<
    LoginFields,
    LoginFieldError
  >(emptyLoginFields);
  const areas = useAreaList();
  const login = useMutation({
    mutationFn: (input: LoginFields) => {
      const area = areas.data?.find((item) => item.id === input.areaId);
      return call('login', loginParams(input, area?.global_code));
    },
    onSuccess: (session) => signIn(session, from),
  });
  const kind = phoneTab ? fields.kind : AccountKind.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = { ...fields, kind };
    const problem = loginFormError(sent);
    setError(problem);
    if (!problem) login.mutate(sent);
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
