import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';

/** Site type 0 is main mode (spec §4): only then do traders search providers. */
const mainModeType = 0;

/**
 * Tells an operator who may read the site settings that traders do not see the directory while
 * the site is not in main mode, with the way to the setting.
 */
export function MainModeNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayRead = useMayCall('adminSettings');
  const settings = useAdminQuery('adminSettings', {}, { enabled: mayRead });
  if (!mayRead || !settings.data || settings.data.company_type === mainModeType) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('product.mainModeOff')}
      action={
        <Button size="small" onClick={() => navigate('/settings')}>
          {t('product.openSettings')}
        </Button>
      }
      style={{ marginBottom: 16 }}
      data-testid="companies-main-mode-off"
    />
  );
}
