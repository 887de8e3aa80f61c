import { useTranslation } from 'react-i18next';
import './user.css';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { useBasicInfo } from '../trade/use-basic-info.ts';
import { serviceLinkView } from './service-link.ts';

/** /mine/chat: the operator's customer-service page, embedded (service_link_type 1) or linked. */
export function ChatPage() {
  const { t } = useTranslation();
  const basicInfo = useBasicInfo();
  const view = basicInfo.data ? serviceLinkView(basicInfo.data) : null;
  return (
    <div className="page chat-page">
      <PageHeader title={t('func.customerService')} back />
      {basicInfo.isPending ? (
        <SkeletonRows count={3} />
      ) : !view ? (
        <p className="empty" data-testid="service-none">
          {t('user.serviceNotConfigured')}
        </p>
      ) : view.embedded ? (
        <iframe
          className="chat-page__frame"
          src={view.url}
          title={t('func.customerService')}
          referrerPolicy="no-referrer"
          data-testid="service-frame"
        />
      ) : (
        <div className="empty">
          <p className="muted">{t('user.serviceOpensOutside')}</p>
          <a
            className="button button--primary"
            href={view.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="service-link"
          >
            {t('user.openService')}
          </a>
        </div>
      )}
    </div>
  );
}
