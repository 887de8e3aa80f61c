import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GlobeIcon, SearchIcon, UserIcon } from '../../ui/icons.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';

/** Search, language and the avatar that leads to the user centre. */
export function HeaderActions({ search = true }: { search?: boolean }) {
  const tid = useTestId();
  const { t } = useTranslation();
  return (
    <>
      {search ? (
        <Link
          to="/product"
          className="icon-button"
          aria-label={t('public.search')}
          data-testid={tid('open-search')}
        >
          <SearchIcon />
        </Link>
      ) : null}
      <Link
        to="/language"
        className="icon-button"
        aria-label={t('public.language')}
        data-testid={tid('open-language')}
      >
        <GlobeIcon />
      </Link>
      <Link
        to="/user"
        className="icon-button avatar"
        aria-label={t('public.userCentre')}
        data-testid={tid('open-user')}
      >
        <UserIcon />
      </Link>
    </>
  );
}
