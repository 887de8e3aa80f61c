import { useMutation } from '@tanstack/react-query';
import { AccountKind } from '@tp/contract/entities';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { GlobeIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { useAreaList } from '../settings/use-area-list.ts';
import { usePublicSetting } from '../settings/use-public-setting.ts';
import { AccountKindTabs } from './AccountKindTabs.tsx';
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
  const [fields, setFields] = useState<LoginFields>(emptyLoginFields);
  const [error, setError] = useState<LoginFieldError | null>(null);
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
  const edit = useCallback(<K extends keyof LoginFields>(name: K, value: LoginFields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setError(null);
  }, []);
  const setArea = useCallback((areaId: number) => edit('areaId', areaId), [edit]);

  return (
    <div className="page auth-page">
      <PageHeader
        title=""
        back
        actions={
          <Link to="/language" className="icon-button" aria-label={t('public.language')}>
            <GlobeIcon />
          </Link>
        }
      />
      <div className="auth-card">
        <h1 className="auth-card__title">{t('auth.loginTitle')}</h1>
        <p className="muted">{t('auth.loginSubtitle')}</p>
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
              phoneInvalid={error === 'auth.enterPhone'}
              testIdPrefix="login"
            />
          ) : (
            <label className="field">
              <span className="field__label">{t('auth.account')}</span>
              <input
                type="email"
                autoComplete="username"
                value={fields.account}
                onChange={(event) => edit('account', event.target.value)}
                placeholder={t('auth.accountPlaceholder')}
                maxLength={128}
                aria-invalid={error === 'auth.enterEmail'}
                data-testid="login-account"
              />
            </label>
          )}
          <PasswordField
            label={t('auth.password')}
            value={fields.password}
            onChange={(value) => edit('password', value)}
            autoComplete="current-password"
            placeholder={t('auth.passwordPlaceholder')}
            invalid={error === 'auth.enterPassword'}
            testId="login-password"
          />
          {error ? (
            <p className="form__error" role="alert" data-testid="login-error">
              {t(error)}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={login.isPending}
            data-testid="login-submit"
          >
            {login.isPending ? t('auth.loggingIn') : t('auth.login')}
          </button>
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
      </div>
    </div>
  );
}
