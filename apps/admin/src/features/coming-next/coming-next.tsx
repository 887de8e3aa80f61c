import { Empty, Typography } from 'antd';
import { useTranslation } from '../../i18n/language-store.ts';
import type { MessageKey } from '../../i18n/messages.ts';

/** The page of a section that is not built yet: its title and a translated empty state. */
export function ComingNext({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <Empty
        data-testid="coming-next"
        description={
          <>
            <Typography.Text strong>{t('public.comingNext')}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{t('public.comingNextHint')}</Typography.Text>
          </>
        }
      />
    </>
  );
}
