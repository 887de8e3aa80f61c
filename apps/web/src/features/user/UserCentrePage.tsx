import { useTranslation } from 'react-i18next';
import './user.css';
import { useSession } from '../../session/session-store.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { RankingOptIn } from '../ranking/RankingOptIn.tsx';
import { ResetDemoButton } from './ResetDemoButton.tsx';
import { UserCard } from './UserCard.tsx';
import { UserMenu } from './UserMenu.tsx';

export function UserCentrePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  return (
    <div className="page user-page">
      <PageHeader title={t('public.userCentre')} />
      {user ? (
        <>
          <UserCard user={user} />
          {user.is_demo === 1 ? <ResetDemoButton /> : <RankingOptIn />}
        </>
      ) : (
        <SkeletonRows count={2} />
      )}
      <UserMenu />
    </div>
  );
}
