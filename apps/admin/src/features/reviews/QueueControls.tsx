import { Flex, Input, Tabs } from 'antd';
import { useTranslation } from '../../i18n/language-store.ts';
import type { StatusTab } from './queue-filters.ts';

/** Status tabs and the search by user above a review list. */
export function QueueControls({
  tabs,
  active,
  onTab,
  user,
  onUser,
  testId,
}: {
  tabs: readonly StatusTab[];
  active: string;
  onTab: (key: string) => void;
  /** Absent: the list is already one user's. */
  user?: string;
  onUser?: (user: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Tabs
        activeKey={active}
        onChange={onTab}
        items={tabs.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
        data-testid={`${testId}-tabs`}
      />
      {onUser && (
        <Input.Search
          allowClear
          defaultValue={user}
          placeholder={t('user.searchByUser')}
          onSearch={(value) => onUser(value.trim())}
          style={{ maxWidth: 280 }}
          data-testid={`${testId}-search`}
        />
      )}
    </Flex>
  );
}
