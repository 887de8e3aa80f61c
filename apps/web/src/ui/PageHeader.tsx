import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackIcon } from './icons.tsx';

type PageHeaderProps = {
  /** Empty when the page shows its own heading. */
  title: ReactNode;
  /** Show a back button (pages reached from another page rather than from the tab bar). */
  back?: boolean;
  actions?: ReactNode;
  start?: ReactNode;
};

export function PageHeader({ title, back = false, actions, start }: PageHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <header className="page-header">
      <div className="page-header__start">
        {back ? (
          <button
            type="button"
            className="icon-button flip-rtl"
            onClick={goBack}
            aria-label={t('public.back')}
          >
            <BackIcon />
          </button>
        ) : null}
        {start}
      </div>
      {title ? <h1 className="page-header__title">{title}</h1> : <span />}
      <div className="page-header__actions">{actions}</div>
    </header>
  );
}
