import { Alert, Button, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';
import { missingSetupSteps, type SetupStep } from './setup-checklist.ts';

/**
 * On the dashboard of an install whose payment channels are not all set: what real traders
 * cannot do yet and where to set it, one line per missing channel, gone once it is set.
 */
export function SetupChecklistCard() {
  const mayRead = useMayCall('adminSetupChecklist');
  return mayRead ? <SetupChecklistQuery /> : null;
}

function SetupChecklistQuery() {
  const { t } = useTranslation();
  const { data } = useAdminQuery('adminSetupChecklist', {});
  const missing = missingSetupSteps(data);
  if (missing.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 24 }}
      data-testid="setup-checklist"
      message={t('func.setupTitle')}
      description={
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('func.setupIntro')}</Typography.Text>
          {missing.map((step) => (
            <SetupLine key={step.key} step={step} />
          ))}
        </Flex>
      }
    />
  );
}

function SetupLine({ step }: { step: SetupStep }) {
  const { t } = useTranslation();
  const mayOpen = useMayCall(step.call);
  return (
    <Flex gap={12} align="center" wrap data-testid={`setup-${step.key}`}>
      <Typography.Text>{t(step.text)}</Typography.Text>
      {mayOpen ? (
        <Link to={step.path} data-testid={`setup-${step.key}-link`}>
          <Button size="small" type="primary">
            {t('func.setupGo')}
          </Button>
        </Link>
      ) : null}
    </Flex>
  );
}
