import type { Language } from '@tp/contract/languages';
import type { Notification } from '@tp/contract/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './notifications.css';
import { useSession } from '../../session/session-store.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { bannerShownMs, dismissBanner, useNoticeBanners } from './notice-banner-store.ts';
import { noticeText, type Translate } from './notice-text.ts';

/** Where a banner leads: the list, where it can be read again and marked read. */
export const noticesPath = '/mine/notifications';

function Banner({ item, lang }: { item: Notification; lang: Language }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => dismissBanner(item.id), bannerShownMs);
    return () => clearTimeout(timer);
  }, [item.id]);
  const text = noticeText(item, t as Translate, lang);
  return (
    <div className="notice-banner" role="status" data-testid="notice-banner">
      <button
        type="button"
        className="notice-banner__open"
        onClick={() => {
          dismissBanner(item.id);
          navigate(noticesPath);
        }}
        aria-label={`${text.title}. ${text.body}. ${t('user.noticeOpen')}`}
      >
        <strong className="notice-banner__title">{text.title}</strong>
        <span className="notice-banner__body" data-testid="notice-banner-body">
          {text.body}
        </span>
      </button>
      <button
        type="button"
        className="icon-button notice-banner__close"
        onClick={() => dismissBanner(item.id)}
        aria-label={t('public.close')}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/** The in-app banners of notifications just pushed, at the top of every page. */
export function NoticeBanner() {
  const banners = useNoticeBanners((s) => s.banners);
  const lang = useSession((s) => s.lang);
  if (banners.length === 0) return null;
  return (
    <div className="notice-banners" aria-live="polite">
      {banners.map((item) => (
        <Banner key={item.id} item={item} lang={lang} />
      ))}
    </div>
  );
}
