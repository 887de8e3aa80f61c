import { Form, Input } from 'antd';
import { useTranslation } from '../../i18n/language-store.ts';

/** The authenticator's current 6-digit code, as a field of the form around it. */
export function TotpCodeField({
  name,
  autoFocus,
  testId,
}: {
  name: string;
  autoFocus?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t('auth.totpCode')}
      rules={[{ required: true, len: 6, message: t('auth.totpCodeRequired') }]}
    >
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus={autoFocus}
        data-testid={testId}
      />
    </Form.Item>
  );
}
