import { Alert, Button } from 'antd';
import { useTranslation } from '../i18n/language-store.ts';

/** A failed read, with a way to try again. */
export function LoadError({ error, retry }: { error: string | null; retry: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={error}
      action={<Button onClick={retry}>{t('public.retry')}</Button>}
      style={{ marginBottom: 16 }}
      data-testid="load-error"
    />
  );
}
