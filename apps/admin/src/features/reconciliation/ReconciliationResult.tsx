import { Tag } from 'antd';
import { useTranslation } from '../../i18n/language-store.ts';

/** A report's outcome: the books add up, or how many differences were found. */
export function ReconciliationResult({
  id,
  differenceCount,
}: {
  id: number;
  differenceCount: number;
}) {
  const { t } = useTranslation();
  return differenceCount === 0 ? (
    <Tag color="green" data-testid={`reconciliation-result-${id}`}>
      {t('financial.reconciliationClean')}
    </Tag>
  ) : (
    <Tag color="red" data-testid={`reconciliation-result-${id}`}>
      {t('financial.reconciliationDifferences', { count: differenceCount })}
    </Tag>
  );
}
