import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { GlobeIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { type LoginFieldError, type LoginFields, loginFormError } from './login-form.ts';
import { TryDemoButton } from './TryDemoButton.tsx';
import { useSignIn } from './use-sign-in.ts';

const emailLoginType = 1;

export function LoginPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const from = search.get('from');
  const signIn = useSignIn();
  const [fields, setFields] = useState<LoginFields>({ account: '', password: '' });
  const [error, setError] = useState<LoginFieldError | null>(null);
  const [passwordShown, setPasswordShown] = useState(false);
  const login = useMutation({
    mutationFn: (input: LoginFields) =>
      call('login', {
        account: input.account.trim(),
        password: input.password,
        login_type: emailLoginType,
      }),
    onSuccess: (session) => signIn(session, from),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = loginFormError(fields);
    setError(problem);
    if (!problem) login.mutate(fields);
  };
  const edit = (name: keyof LoginFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setError(null);
  };

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
        <form className="form" onSubmit={submit} noValidate>
          <label className="field">
            <span className="field__label">{t('auth.account')}</span>
            <input
              type="email"
              autoComplete="username"
              value={fields.account}
              onChange={(event) => edit('account')(event.target.value)}
              placeholder={t('auth.accountPlaceholder')}
              maxLength={128}
              aria-invalid={error === 'auth.enterEmail'}
              data-testid="login-account"
            />
          </label>
          <label className="field">
            <span className="field__label">{t('auth.password')}</span>
            <span className="field__row">
              <input
                type={passwordShown ? 'text' : 'password'}
                autoComplete="current-password"
                value={fields.password}
                onChange={(event) => edit('password')(event.target.value)}
                placeholder={t('auth.passwordPlaceholder')}
                maxLength={128}
                aria-invalid={error === 'auth.enterPassword'}
                data-testid="login-password"
              />
              <button
                type="button"
                className="field__toggle"
                onClick={() => setPasswordShown((shown) => !shown)}
                aria-label={passwordShown ? t('auth.hidePassword') : t('auth.showPassword')}
              >
                {passwordShown ? t('auth.hidePassword') : t('auth.showPassword')}
              </button>
            </span>
          </label>
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
          <Link to="/forgot">{t('auth.forgot')}</Link>
          <span>
            {t('auth.noAccount')} <Link to="/register">{t('auth.register')}</Link>
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
