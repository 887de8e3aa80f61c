import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/i18n.ts';

export type TabItem<T> = { value: T; labelKey: TranslationKey; testId: string };

type TabListProps<T> = {
  tabs: readonly TabItem<T>[];
  active: T;
  onChoose: (value: T) => void;
};

/** The tabs over a page's content (the page keeps the chosen one in its address). */
export function TabList<T extends string | number>({ tabs, active, onChoose }: TabListProps<T>) {
  const { t } = useTranslation();
  return (
    <div className="tabs" role="tablist">
      {tabs.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          aria-selected={item.value === active}
          className={`tabs__item${item.value === active ? ' tabs__item--active' : ''}`}
          onClick={() => onChoose(item.value)}
          data-testid={item.testId}
        >
          {t(item.labelKey)}
        </button>
      ))}
    </div>
  );
}
