import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { AdminApiError, callAdmin } from '../../api/admin-api.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { LanguageSwitch } from '../../i18n/language-switch.tsx';
import { setSession } from '../../session/session-store.ts';

type Credentials = { username: string; password: string };

export function LoginPage() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn(values: Credentials) {
    setBusy(true);
    setError(null);
    try {
      setSession(await callAdmin('adminLogin', values));
    } catch (caught) {
      setError(caught instanceof AdminApiError ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('auth.title')}
            </Typography.Title>
            <LanguageSwitch />
          </Space>
          {error && <Alert type="error" title={error} showIcon data-testid="admin-login-error" />}
          <Form<Credentials> layout="vertical" onFinish={signIn} requiredMark={false}>
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
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={busy}
              data-testid="admin-sign-in"
            >
              {t('auth.signIn')}
            </Button>
          </Form>
        </Space>
      </Card>
    </div>
  );
}
