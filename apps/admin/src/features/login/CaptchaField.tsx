import type { Captcha } from '@tp/contract/entities';
import { Flex, Form, Input, Skeleton } from 'antd';
import { useTranslation } from '../../i18n/language-store.ts';

/** The picture code a login asks for after failures: its characters, and the picture (a click shows another). */
export function CaptchaField({
  name,
  captcha,
  onRefresh,
  testId,
}: {
  name: string;
  captcha: Captcha | null;
  onRefresh: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('auth.captcha')} required>
      <Flex gap={8}>
        <Form.Item
          name={name}
          noStyle
          rules={[{ required: true, whitespace: true, message: t('auth.captchaRequired') }]}
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={16}
            placeholder={t('auth.captchaPlaceholder')}
            aria-label={t('auth.captcha')}
            style={{ height: 46 }}
            data-testid={`${testId}-code`}
          />
        </Form.Item>
        <button
          type="button"
          onClick={onRefresh}
          aria-label={t('auth.captchaRefresh')}
          title={t('auth.captchaRefresh')}
          data-testid={testId}
          style={{
            flex: 'none',
            // The picture's own size and background, so it fills the frame at full sharpness.
            width: 122,
            height: 46,
            padding: 0,
            border: '1px solid #d9d9d9',
            borderRadius: 6,
            background: '#f2f4f8',
            cursor: 'pointer',
            overflow: 'hidden',
          }}
        >
          {captcha ? (
            <img
              src={captcha.b64s}
              alt={t('auth.captcha')}
              data-captcha-id={captcha.id}
              style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Skeleton.Button active block style={{ height: 44 }} />
          )}
        </button>
      </Flex>
    </Form.Item>
  );
}
