import { useTranslation } from 'react-i18next';
import { fundsStatusKey, fundsStatusTone } from './funds-status.ts';

type FundsStatusBadgeProps = {
  status: number;
  /** The server's label in the request's language, when it sends one (draw_list). */
  name?: string;
  testId?: string;
};

export function FundsStatusBadge({ status, name, testId }: FundsStatusBadgeProps) {
  const { t } = useTranslation();
  const key = fundsStatusKey(status);
  const label = name?.trim() || (key ? t(key) : String(status));
  return (
    <span
      className={`badge status-badge status-badge--${fundsStatusTone(status)}`}
      data-testid={testId}
    >
      {label}
    </span>
  );
}
