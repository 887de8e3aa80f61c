import { Alert } from 'antd';
import { Link } from 'react-router';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';
import { dateTime } from '../../ui/format.ts';

/** Read again this often, so a nightly run's alarm reaches a back office left open. */
const bannerRefreshMs = 5 * 60_000;

/** Across every page, for those who read the reports: the last reconciliation found differences. */
export function ReconciliationBanner() {
  const { t } = useTranslation();
  const mayRead = useMayCall('adminReconciliations');
  const reports = useAdminQuery(
    'adminReconciliations',
    { page: 1 },
    { enabled: mayRead, refreshMs: bannerRefreshMs },
  );
  const latest = reports.data?.latest;
  if (!mayRead || !latest || latest.differenceCount === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      banner
      data-testid="reconciliation-banner"
      title={t('financial.reconciliationBanner', {
        time: dateTime(latest.startedAt),
        count: latest.differenceCount,
      })}
      action={
        <Link to={`/reconciliation/${latest.id}`}>{t('financial.reconciliationBannerOpen')}</Link>
      }
    />
  );
}
