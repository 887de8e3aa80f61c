import { Button, Layout, Menu, Popconfirm, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { callAdmin } from '../api/admin-api.ts';
import { ComingNext } from '../features/coming-next/coming-next.tsx';
import { OverviewPage } from '../features/overview/overview-page.tsx';
import { useTranslation } from '../i18n/language-store.ts';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import type { MessageKey } from '../i18n/messages.ts';
import { type AdminSession, setSession } from '../session/session-store.ts';

/** The sections of the side menu, in order; only the overview has content so far. */
const sections: readonly { path: string; label: MessageKey }[] = [
  { path: '/', label: 'func.overview' },
  { path: '/instruments', label: 'product.instruments' },
  { path: '/users', label: 'user.users' },
  { path: '/orders', label: 'order.orders' },
  { path: '/settings', label: 'func.settings' },
];

export function AdminLayout({ session }: { session: AdminSession }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  // A stored token may have expired: asking who we are ends a dead session (999) at once.
  useEffect(() => {
    callAdmin('adminMe', {}).catch(() => undefined);
  }, []);

  async function logout() {
    await callAdmin('adminLogout', {}).catch(() => undefined);
    setSession(null);
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light">
        <Typography.Title level={5} style={{ padding: '16px 24px', margin: 0 }}>
          {t('public.appName')}
        </Typography.Title>
        <Menu
          mode="inline"
          data-testid="admin-menu"
          selectedKeys={[location.pathname]}
          onClick={({ key }) => navigate(key)}
          items={sections.map((section) => ({ key: section.path, label: t(section.label) }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: 'transparent', display: 'flex', justifyContent: 'flex-end' }}
        >
          <Space>
            <Typography.Text data-testid="admin-operator">
              {session.operator.username}
            </Typography.Text>
            <LanguageSwitch />
            <Popconfirm
              title={t('auth.logoutConfirm')}
              onConfirm={logout}
              okButtonProps={{ 'data-testid': 'admin-logout-ok' }}
            >
              <Button data-testid="admin-logout">{t('auth.logout')}</Button>
            </Popconfirm>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Routes>
            <Route path="/" element={<OverviewPage />} />
            {sections.slice(1).map((section) => (
              <Route
                key={section.path}
                path={section.path}
                element={<ComingNext titleKey={section.label} />}
              />
            ))}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
