import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { TranslationKey } from '../i18n/i18n.ts';
import { DocumentaryIcon, MarketIcon, OrdersIcon, RankIcon, TradeIcon } from './icons.tsx';

type Tab = {
  to: string;
  labelKey: TranslationKey;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  testId: string;
};

/**
 * The spec's five tab labels mapped onto its tab-bar routes: market `/`, trading `/trade`,
 * orders `/order`, documentary `/news` and ranking `/rank`. The user centre (`/user`, `/mine`)
 * keeps the tab bar but is reached from the avatar in the page headers, since five labels
 * leave no tab for it.
 */
export const tabs: readonly Tab[] = [
  { to: '/', labelKey: 'tabbar.market', Icon: MarketIcon, testId: 'tab-market' },
  { to: '/trade', labelKey: 'tabbar.trading', Icon: TradeIcon, testId: 'tab-trading' },
  { to: '/order', labelKey: 'tabbar.orders', Icon: OrdersIcon, testId: 'tab-orders' },
  { to: '/news', labelKey: 'tabbar.documentary', Icon: DocumentaryIcon, testId: 'tab-documentary' },
  { to: '/rank', labelKey: 'tabbar.ranking', Icon: RankIcon, testId: 'tab-ranking' },
];

const tabRoutes = ['/', '/trade', '/order', '/user', '/mine', '/news', '/rank'];

export const showsTabBar = (pathname: string): boolean => tabRoutes.includes(pathname);

export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label={t('tabbar.label')}>
      {tabs.map(({ to, labelKey, Icon, testId }) => (
        <NavLink
          key={to}
          to={to}
          end
          className={({ isActive }) => `tab-bar__item${isActive ? ' tab-bar__item--active' : ''}`}
          data-testid={testId}
        >
          <Icon />
          <span>{t(labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
