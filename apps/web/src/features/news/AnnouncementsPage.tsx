import { NewsCategory } from '@tp/contract/codes';
import { useTranslation } from 'react-i18next';
import './news.css';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { NewsFeedList } from './NewsFeedList.tsx';

/** `/mine/announcement`: the broker's announcements, pinned first, unread ones marked. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  return (
    <div className="page news-page">
      <PageHeader title={t('func.announcement')} back />
      <NewsFeedList category={NewsCategory.announcement} emptyKey="news.announcementsEmpty" />
    </div>
  );
}
