import { NewsCategory } from '@tp/contract/codes';
import { useTranslation } from 'react-i18next';
import './news.css';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { NewsFeedList } from './NewsFeedList.tsx';

/** `/news` (spec §2): the broker's news, newest first. */
export function NewsPage() {
  const { t } = useTranslation();
  return (
    <div className="page news-page">
      <PageHeader title={t('news.title')} />
      <NewsFeedList category={NewsCategory.news} emptyKey="news.empty" />
    </div>
  );
}
