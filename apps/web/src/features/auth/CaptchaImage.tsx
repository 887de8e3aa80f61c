import type { Captcha } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';

type CaptchaImageProps = { captcha: Captcha | undefined; onRefresh: () => void; testId: string };

/** The picture code (verify_reg_type 2), with a button that shows another one; so does a tap on it. */
export function CaptchaImage({ captcha, onRefresh, testId }: CaptchaImageProps) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="captcha"
        onClick={onRefresh}
        title={t('auth.captchaRefresh')}
        data-testid={testId}
      >
        {captcha ? (
          <img src={captcha.b64s} alt={t('auth.captcha')} data-captcha-id={captcha.id} />
        ) : (
          <span className="skeleton skeleton--line" />
        )}
      </button>
      <button
        type="button"
        className="icon-button captcha-refresh"
        onClick={onRefresh}
        aria-label={t('auth.captchaRefresh')}
        title={t('auth.captchaRefresh')}
        data-testid={`${testId}-refresh`}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none">
          <path
            d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7"
            stroke="currentColor"
            strokeWidth="1.9"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </>
  );
}
