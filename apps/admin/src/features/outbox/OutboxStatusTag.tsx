import type { OutboxMessage } from '@tp/contract/admin-endpoints';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from '../../i18n/language-store.ts';
import type { MessageKey } from '../../i18n/messages.ts';

const statusLabels: Record<OutboxMessage['status'], { label: MessageKey; colour: string }> = {
  outbox: { label: 'func.outboxStatusKept', colour: 'default' },
  sent: { label: 'func.outboxStatusSent', colour: 'green' },
  failed: { label: 'func.outboxStatusFailed', colour: 'red' },
};

/** Kept (no provider set up), handed to the provider, or failed with the provider's error. */
export function OutboxStatusTag({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const shown = statusLabels[message.status];
  const tag = (
    <Tag color={shown.colour} data-testid={`outbox-status-${message.id}`}>
      {t(shown.label)}
    </Tag>
  );
  return message.error ? <Tooltip title={message.error}>{tag}</Tooltip> : tag;
}
