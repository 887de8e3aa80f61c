import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useLocation } from 'react-router';
import { AnnouncementPopup } from '../features/news/AnnouncementPopup.tsx';
import { NoticeBanner } from '../features/notifications/NoticeBanner.tsx';
import { NoticeEffects } from '../features/notifications/NoticeEffects.tsx';
import { SiteStatusEffects } from '../features/site/SiteStatusEffects.tsx';
import { i18n } from '../i18n/i18n.ts';
import { showsTabBar, TabBar } from '../ui/TabBar.tsx';
import { Toaster } from '../ui/Toaster.tsx';
import { AfterFirstPaint } from './AfterFirstPaint.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { ConnectionBanner } from './ConnectionBanner.tsx';
import { KeepAlivePanes } from './KeepAlivePanes.tsx';
import { NavigationEffects } from './NavigationEffects.tsx';
import { queryClient } from './query-client.ts';
import { SessionEffects } from './SessionEffects.tsx';

function AppShell() {
  const { pathname } = useLocation();
  const tabBar = showsTabBar(pathname);
  return (
    <div className={`app${tabBar ? ' app--with-tabs' : ''}`}>
      <NavigationEffects />
      <SessionEffects />
      <main className="app__content">
        <KeepAlivePanes />
        <AppRoutes />
      </main>
      {tabBar ? <TabBar /> : null}
      <AfterFirstPaint>
        <SiteStatusEffects />
        <NoticeEffects />
        <ConnectionBanner />
        <AnnouncementPopup />
        <NoticeBanner />
      </AfterFirstPaint>
      <Toaster />
    </div>
  );
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppShell />
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
