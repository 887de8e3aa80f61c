import { type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { MarketPage } from '../features/market/MarketPage.tsx';
import { PaneVisibility } from '../ui/pane-visibility.ts';
import { lazyPage } from './lazy-page.tsx';

function Pane({ visible, children }: { visible: boolean; children: ReactNode }) {
  return (
    <PaneVisibility value={visible}>
      <div className="keep-alive" hidden={!visible} inert={!visible}>
        {children}
      </div>
    </PaneVisibility>
  );
}

/** The trade screen: its code fetched when first opened, or at once when the app opens on it. */
export const TradePage = lazyPage(() => import('../features/trade/TradePage.tsx'), 'TradePage');

export const keepAlivePaths = ['/', '/trade'] as const;

/**
 * Market and trade stay mounted once visited and are only hidden when another route shows,
 * so their scroll, filters, chart and order form survive a tab switch.
 */
export function KeepAlivePanes() {
  const { pathname } = useLocation();
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([pathname]));
  if ((keepAlivePaths as readonly string[]).includes(pathname) && !visited.has(pathname)) {
    setVisited(new Set([...visited, pathname]));
  }
  return (
    <>
      {visited.has('/') ? (
        <Pane visible={pathname === '/'}>
          <MarketPage />
        </Pane>
      ) : null}
      {visited.has('/trade') ? (
        <Pane visible={pathname === '/trade'}>
          <Suspense fallback={null}>
            <TradePage />
          </Suspense>
        </Pane>
      ) : null}
    </>
  );
}
