import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhHK from 'antd/locale/zh_HK';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { LoginPage } from './features/login/LoginPage.tsx';
import { TotpEnrolPage } from './features/login/TotpEnrolPage.tsx';
import { useTranslation } from './i18n/language-store.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { useSession } from './session/session-store.ts';

/**
 * The back office: the login screen until an operator signs in, the two-factor enrolment until
 * they have an authenticator, then the menu and its pages.
 */
export function AdminApp() {
  const { lang, t } = useTranslation();
  const session = useSession();
  const title = t('public.appName');
  useEffect(() => {
    document.documentElement.lang = lang === 'hk' ? 'zh-Hant-HK' : 'en';
    document.title = title;
  }, [lang, title]);
  return (
    <ConfigProvider locale={lang === 'hk' ? zhHK : enUS}>
      <App>
        <BrowserRouter basename="/admin">
          {!session ? (
            <LoginPage />
          ) : session.operator.totpEnabled ? (
            <AdminLayout session={session} />
          ) : (
            <TotpEnrolPage session={session} />
          )}
        </BrowserRouter>
      </App>
    </ConfigProvider>
  );
}
