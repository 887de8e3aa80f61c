import type { Captcha } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';

type CaptchaImageProps = { captcha: Captcha | undefined; onRefresh: () => void; testId: string };

/** The picture code (verify_reg_type 2); a tap shows another one. */
export function CaptchaImage({ captcha, onRefresh, testId }: CaptchaImageProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="captcha"
      onClick={onRefresh}
      aria-label={t('auth.captchaRefresh')}
      title={t('auth.captchaRefresh')}
      data-testid={testId}
    >
      {captcha ? (
        <img src={captcha.b64s} alt={t('auth.captcha')} data-captcha-id={captcha.id} />
      ) : (
        <span className="skeleton skeleton--line" />
      )}
    </button>
  );
}
