import { useMutation } from '@tanstack/react-query';
import { passwordLengthMin } from '@tp/contract/endpoints';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './user.css';
import { useNavigate } from 'react-router';
import { call } from '../../api/call.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import {
  emptyPasswordFields,
  type PasswordError,
  type PasswordFields,
  passwordErrors,
  passwordParams,
} from './password-form.ts';

/**
 * /mine/password: the current password and the new one twice. This session stays signed in;
 * the server signs the account's other sessions out.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [fields, setFields] = useState<PasswordFields>(emptyPasswordFields);
  const [error, setError] = useState<PasswordError | null>(null);
  const change = useMutation({
    mutationFn: (sent: PasswordFields) =>
      call('amendPassword', passwordParams(sent), { successToast: true }),
    onSuccess: () => navigate('/user', { replace: true }),
  });

  const edit = (name: keyof PasswordFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordErrors(fields)[0] ?? null;
    setError(problem);
    if (!problem) change.mutate(fields);
  };
  const invalid = (...keys: PasswordError[]) => error !== null && keys.includes(error);

  return (
    <div className="page narrow-page">
      <PageHeader title={t('func.password')} back />
      <form className="form" onSubmit={submit} noValidate>
        <PasswordField
          label={t('user.currentPassword')}
          value={fields.current}
          onChange={edit('current')}
          autoComplete="current-password"
          placeholder={t('user.currentPasswordPlaceholder')}
          invalid={invalid('user.enterOldPassword')}
          testId="password-current"
        />
        <PasswordField
          label={t('user.newPassword')}
          value={fields.next}
          onChange={edit('next')}
          autoComplete="new-password"
          placeholder={t('auth.passwordHint', { min: passwordLengthMin })}
          invalid={
            invalid('user.passwordMismatch', 'auth.passwordTooShort') ||
            (error === 'user.pleaseComplete' && fields.next === '')
          }
          testId="password-new"
        />
        <PasswordField
          label={t('user.repeatNewPassword')}
          value={fields.repeat}
          onChange={edit('repeat')}
          autoComplete="new-password"
          placeholder={t('user.repeatNewPasswordPlaceholder')}
          invalid={
            invalid('user.passwordMismatch') ||
            (error === 'user.pleaseComplete' && fields.repeat === '')
          }
          testId="password-repeat"
        />
        <p className="muted form__hint">{t('user.changePasswordHint')}</p>
        {error ? (
          <p className="form__error" role="alert" data-testid="password-error">
            {t(error, { min: passwordLengthMin })}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={change.isPending}
          data-testid="password-submit"
        >
          {change.isPending ? t('user.saving') : t('user.save')}
        </button>
      </form>
    </div>
  );
}
