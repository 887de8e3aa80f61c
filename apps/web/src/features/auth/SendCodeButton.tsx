import { useMutation } from '@tanstack/react-query';
import type { CodeSent } from '@tp/contract/entities';
import { codeResendSeconds } from '@tp/contract/routes';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './countdown.ts';

type SendCodeButtonProps = {
  /** Which countdown this button shares ('register', 'forgot'). */
  countdownKey: string;
  /** Sends the code, or answers null when the address is not filled in (the form says so). */
  send: () => Promise<CodeSent> | null;
  testId: string;
};

/** Spec §4: after a send the button counts down from 60 s, then may be used again. */
export function SendCodeButton({ countdownKey, send, testId }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const countdown = useCountdown(countdownKey);
  const sending = useMutation({
    mutationFn: (request: Promise<CodeSent>) => request,
    onSuccess: (sent) =>
      countdown.start(sent.resend_after > 0 ? sent.resend_after : codeResendSeconds),
  });
  // The address is checked at once, so its message shows with the tap.
  const tap = () => {
    const request = send();
    if (request) sending.mutate(request);
  };
  const waiting = countdown.seconds > 0;
  return (
    <button
      type="button"
      className="button button--outline button--small field__action"
      onClick={tap}
      disabled={waiting || sending.isPending}
      data-testid={testId}
    >
      {sending.isPending
        ? t('auth.sendingCode')
        : waiting
          ? t('auth.resendIn', { seconds: countdown.seconds })
          : t('auth.sendCode')}
    </button>
  );
}
