import { useMutation } from '@tanstack/react-query';
import { passwordLengthMin } from '@tp/contract/routes';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './user.css';
import { useNavigate } from 'react-router';
import { call } from '../../api/call.ts';
import { FormError } from '../../ui/FormError.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
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
  const { fields, error, setError, edit, invalid } = useFormFields<PasswordFields, PasswordError>(
    emptyPasswordFields,
  );
  const change = useMutation({
    mutationFn: (sent: PasswordFields) =>
      call('amendPassword', passwordParams(sent), { successToast: true }),
    onSuccess: () => navigate('/user', { replace: true }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordErrors(fields)[0] ?? null;
    setError(problem);
    if (!problem) change.mutate(fields);
  };

  return (
    <div className="page narrow-page">
      <PageHeader title={t('func.password')} back />
      <form className="form" onSubmit={submit} noValidate>
        <PasswordField
          label={t('user.currentPassword')}
          value={fields.current}
          onChange={(value) => edit('current', value)}
          autoComplete="current-password"
          placeholder={t('user.currentPasswordPlaceholder')}
          invalid={invalid('user.enterOldPassword')}
          testId="password-current"
        />
        <PasswordField
          label={t('user.newPassword')}
          value={fields.next}
          onChange={(value) => edit('next', value)}
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
          onChange={(value) => edit('repeat', value)}
          autoComplete="new-password"
          placeholder={t('user.repeatNewPasswordPlaceholder')}
          invalid={
            invalid('user.passwordMismatch') ||
            (error === 'user.pleaseComplete' && fields.repeat === '')
          }
          testId="password-repeat"
        />
        <p className="muted form__hint">{t('user.changePasswordHint')}</p>
        <FormError
          message={error && t(error, { min: passwordLengthMin })}
          testId="password-error"
        />
        <SubmitButton
          busy={change.isPending}
          label={t('user.save')}
          busyLabel={t('user.saving')}
          testId="password-submit"
        />
      </form>
    </div>
  );
}
