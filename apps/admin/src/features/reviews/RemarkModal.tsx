import { Form, Input } from 'antd';
import type { AdminCallData } from '../../api/admin-calls.ts';
import { ActionModal } from '../../forms/ActionModal.tsx';
import { useTranslation } from '../../i18n/language-store.ts';
import type { MessageKey } from '../../i18n/messages.ts';

/** The review calls that take a record and the operator's remark. */
export type RemarkCall =
  | 'adminDepositReject'
  | 'adminDepositInvalid'
  | 'adminWithdrawalReject'
  | 'adminKycReject';

type Values = { remark?: string };

/**
 * Refuses a record with a remark the trader will read: required when the trader is told why
 * (a rejection), optional when a record is only marked invalid.
 */
export function RemarkModal<N extends RemarkCall>({
  call,
  target,
  title,
  okText,
  question,
  required,
  success,
  onDone,
  onClose,
}: {
  call: N;
  /** `id` of a deposit or withdrawal, `userId` of a KYC submission. */
  target: { id: number } | { userId: number };
  title: string;
  okText: string;
  question: string;
  required: boolean;
  success: MessageKey;
  onDone: (data: AdminCallData<N>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionModal<N, Values>
      call={call}
      title={title}
      okText={okText}
      danger
      toParams={(values) => ({ ...target, remark: values.remark?.trim() ?? '' }) as never}
      confirm={() => question}
      success={success}
      onDone={onDone}
      onClose={onClose}
      testId="remark-modal"
    >
      <Form.Item
        name="remark"
        label={t('public.remark')}
        extra={t('public.remarkShownToTrader')}
        rules={
          required ? [{ required: true, whitespace: true, message: t('public.enterRemark') }] : []
        }
      >
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="remark-input" />
      </Form.Item>
    </ActionModal>
  );
}
