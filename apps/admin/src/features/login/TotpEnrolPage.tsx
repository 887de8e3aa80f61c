import type { TotpEnrolment } from '@tp/contract/admin-operations';
import { Alert, Button, Flex, Form, QRCode, Skeleton, Space, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callAdmin, errorMessage } from '../../api/admin-api.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { type AdminSession, setSession, updateOperator } from '../../session/session-store.ts';
import { AuthCard } from './AuthCard.tsx';
import { TotpCodeField } from './TotpCodeField.tsx';

/**
 * Two-factor enrolment, required before anything else: a fresh secret as a QR code for an
 * authenticator app (and as text for typing in), then one code from the app to prove it.
 */
export function TotpEnrolPage({ session }: { session: AdminSession }) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const begin = useCallback(() => {
    setError(null);
    setEnrolment(null);
    callAdmin('adminTotpSetup', {})
      .then(setEnrolment)
      .catch((caught: unknown) => setError(errorMessage(caught)));
  }, []);

  // One secret per visit: each setup call replaces the secret the server keeps.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin();
  }, [begin]);

  async function enable({ code }: { code: string }) {
    setBusy(true);
    setError(null);
    try {
      const account = await callAdmin('adminTotpEnable', { code: code.trim() });
      updateOperator({
        id: account.id,
        username: account.username,
        role: account.role,
        totpEnabled: account.totpEnabled,
      });
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  async function logout() {
    await callAdmin('adminLogout', {}).catch(() => undefined);
    setSession(null);
  }

  return (
    <AuthCard title={t('auth.enrolTitle')} width={460}>
      <Typography.Paragraph>
        {t('auth.enrolIntro', { username: session.operator.username })}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} data-testid="totp-enrol-error" />}
      {!enrolment ? (
        <Skeleton active />
      ) : (
        <>
          <Flex justify="center">
            <QRCode value={enrolment.otpauthUrl} size={200} data-testid="totp-qr" />
          </Flex>
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            <Typography.Text type="secondary">{t('auth.enrolSecret')}</Typography.Text>
            <Typography.Text code copyable strong data-testid="totp-secret">
              {enrolment.secret}
            </Typography.Text>
            <Typography.Text type="secondary">{t('auth.enrolLink')}</Typography.Text>
            <Typography.Text copyable={{ text: enrolment.otpauthUrl }} ellipsis>
              {enrolment.otpauthUrl}
            </Typography.Text>
          </Space>
          <Form<{ code: string }> layout="vertical" onFinish={enable} requiredMark={false}>
            <TotpCodeField name="code" testId="totp-enrol-code" />
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="totp-enable">
              {t('auth.enrolConfirm')}
            </Button>
          </Form>
        </>
      )}
      <Flex justify="space-between">
        <Button onClick={begin} data-testid="totp-new-secret">
          {t('auth.enrolNewSecret')}
        </Button>
        <Button onClick={logout} data-testid="totp-logout">
          {t('auth.logout')}
        </Button>
      </Flex>
    </AuthCard>
  );
}
