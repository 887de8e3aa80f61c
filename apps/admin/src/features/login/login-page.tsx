import { ErrorCatalogue } from '@tp/contract/errors';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { AdminApiError, callAdmin, errorMessage } from '../../api/admin-api.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { setSession } from '../../session/session-store.ts';
import { AuthCard } from './auth-card.tsx';
import { TotpCodeField } from './totp-code-field.tsx';

type Credentials = { username: string; password: string; totp?: string };

/** Codes after which the form asks for (or again for) the authenticator's code. */
const totpCodes: readonly number[] = [
  ErrorCatalogue.totpRequired.code,
  ErrorCatalogue.wrongTotp.code,
];

/**
 * Username and password; an operator who has enrolled an authenticator is then asked for its
 * current 6-digit code, sent with the same username and password.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Credentials>();
  const [error, setError] = useState<string | null>(null);
  const [askTotp, setAskTotp] = useState(false);
  const [busy, setBusy] = useState(false);

  async function signIn(values: Credentials) {
    setBusy(true);
    setError(null);
    try {
      const totp = askTotp ? values.totp?.trim() : undefined;
      setSession(
        await callAdmin('adminLogin', {
          username: values.username,
          password: values.password,
          totp,
        }),
      );
    } catch (caught) {
      const code = caught instanceof AdminApiError ? caught.code : 0;
      if (totpCodes.includes(code)) {
        // The first ask is a step, not a failure: the form only grows the code field.
        if (askTotp || code !== ErrorCatalogue.totpRequired.code) setError(errorMessage(caught));
        setAskTotp(true);
        form.setFieldValue('totp', '');
      } else {
        setError(errorMessage(caught));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('auth.title')}>
      {error && <Alert type="error" title={error} showIcon data-testid="admin-login-error" />}
      <Form<Credentials> form={form} layout="vertical" onFinish={signIn} requiredMark={false}>
        <Form.Item
          name="username"
          label={t('auth.username')}
          rules={[{ required: true, whitespace: true, message: t('auth.usernameRequired') }]}
        >
          <Input autoComplete="username" autoFocus data-testid="admin-username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.password')}
          rules={[{ required: true, message: t('auth.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" data-testid="admin-password" />
        </Form.Item>
        {askTotp && (
          <>
            <Typography.Paragraph type="secondary">{t('auth.totpPrompt')}</Typography.Paragraph>
            <TotpCodeField name="totp" autoFocus testId="admin-totp" />
          </>
        )}
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="admin-sign-in">
          {t('auth.signIn')}
        </Button>
      </Form>
    </AuthCard>
  );
}
