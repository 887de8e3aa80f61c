import { Button, Layout, Menu, Popconfirm, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callAdmin } from '../api/admin-api.ts';
import { ReconciliationBanner } from '../features/reconciliation/ReconciliationBanner.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { useTranslation } from '../i18n/language-store.ts';
import { type AdminSession, setSession, updateOperator } from '../session/session-store.ts';
import { AdminRoutes } from './AdminRoutes.tsx';
import { menuFor, menuGroups, sectionOf } from './menu-sections.ts';
import { roleLabels } from './role-labels.ts';

export function AdminLayout({ session }: { session: AdminSession }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { role } = session.operator;

  // A stored token may have expired (999 ends it) and the role may have changed since sign-in.
  useEffect(() => {
    callAdmin('adminMe', {})
      .then(updateOperator)
      .catch(() => undefined);
  }, []);

  async function logout() {
    await callAdmin('adminLogout', {}).catch(() => undefined);
    setSession(null);
  }

  const selected = sectionOf(location.pathname)?.path;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light" width={220}>
        <Typography.Title level={5} style={{ padding: '16px 24px', margin: 0 }}>
          {t('public.appName')}
        </Typography.Title>
        <Menu
          mode="inline"
          data-testid="admin-menu"
          selectedKeys={selected ? [selected] : []}
          onClick={({ key }) => navigate(key)}
          items={menuFor(role).map(({ group, sections }) => ({
            type: 'group' as const,
            key: group,
            label: t(menuGroups[group]),
            children: sections.map((section) => ({
              key: section.path,
              label: t(section.label),
            })),
          }))}
        />
      </Layout.Sider>
      <Layout>
        {/* Room on the left for the menu's trigger when the menu folds away on a narrow screen;
            the header's items wrap rather than squeeze the operator's name letter by letter. */}
        <Layout.Header
          style={{
            background: 'transparent',
            display: 'flex',
            justifyContent: 'flex-end',
            height: 'auto',
            lineHeight: 'normal',
            padding: '12px 16px 12px 56px',
          }}
        >
          <Space wrap>
            <Typography.Text data-testid="admin-operator" style={{ whiteSpace: 'nowrap' }}>
              {session.operator.username}
            </Typography.Text>
            <Tag color="blue" data-testid="admin-role">
              {t(roleLabels[role])}
            </Tag>
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
        <ReconciliationBanner />
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>
          <AdminRoutes role={role} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
