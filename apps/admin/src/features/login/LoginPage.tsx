import type { Captcha } from '@tp/contract/entities';
import { ErrorCatalogue } from '@tp/contract/errors';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { AdminApiError, callAdmin, errorMessage } from '../../api/admin-api.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { backOfficeDeviceId } from '../../session/device-id.ts';
import { setSession } from '../../session/session-store.ts';
import { AuthCard } from './AuthCard.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { TotpCodeField } from './TotpCodeField.tsx';

type Credentials = { username: string; password: string; totp?: string; captchaCode?: string };

/** Codes after which the form asks for (or again for) the authenticator's code. */
const totpCodes: readonly number[] = [
  ErrorCatalogue.totpRequired.code,
  ErrorCatalogue.wrongTotp.code,
];

/** Codes after which the form shows a picture code: asked for, or answered wrong. */
const captchaCodes: readonly number[] = [
  ErrorCatalogue.captchaRequired.code,
  ErrorCatalogue.wrongCaptcha.code,
];

/**
 * Username and password; an operator who has enrolled an authenticator is then asked for its
 * current 6-digit code, sent with the same username and password. After a few failures on the
 * name the server asks for a picture code too, which answers once: each try shows a new one.
 * Every try sends this browser's id, so an operator who signed in here before is not asked.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Credentials>();
  const [error, setError] = useState<string | null>(null);
  const [askTotp, setAskTotp] = useState(false);
  const [busy, setBusy] = useState(false);
  const [askCaptcha, setAskCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);

  const loadCaptcha = useCallback(() => {
    setCaptcha(null);
    callAdmin('adminCaptcha', {})
      .then(setCaptcha)
      .catch((caught: unknown) => setError(errorMessage(caught)));
  }, []);

  async function signIn(values: Credentials) {
    setBusy(true);
    setError(null);
    try {
      const totp = askTotp ? values.totp?.trim() : undefined;
      const captchaSent = askCaptcha && captcha ? captcha : null;
      setSession(
        await callAdmin('adminLogin', {
          username: values.username,
          password: values.password,
          totp,
          deviceId: backOfficeDeviceId(),
          captchaKey: captchaSent?.id,
          captchaCode: captchaSent ? values.captchaCode?.trim() : undefined,
        }),
      );
    } catch (caught) {
      const code = caught instanceof AdminApiError ? caught.code : 0;
      if (totpCodes.includes(code)) {
        // The first ask is a step, not a failure: the form only grows the code field.
        if (askTotp || code !== ErrorCatalogue.totpRequired.code) setError(errorMessage(caught));
        setAskTotp(true);
        form.setFieldValue('totp', '');
      } else if (code !== ErrorCatalogue.captchaRequired.code) {
        // The first ask for a picture is explained beside it, not as an error.
        setError(errorMessage(caught));
      }
      if (askCaptcha || captchaCodes.includes(code)) {
        setAskCaptcha(true);
        form.setFieldValue('captchaCode', '');
        loadCaptcha();
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
        {askCaptcha && (
          <>
            <Typography.Paragraph type="secondary" data-testid="admin-captcha-hint">
              {t('auth.captchaHint')}
            </Typography.Paragraph>
            <CaptchaField
              name="captchaCode"
              captcha={captcha}
              onRefresh={loadCaptcha}
              testId="admin-captcha"
            />
          </>
        )}
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="admin-sign-in">
          {t('auth.signIn')}
        </Button>
      </Form>
    </AuthCard>
  );
}
