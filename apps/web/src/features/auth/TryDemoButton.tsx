import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestId } from '../../ui/pane-visibility.ts';
import { useTryDemo } from './use-try-demo.ts';

type TryDemoButtonProps = { from?: string | null; compact?: boolean };

/** Memoised: on the trade screen it sits in the ticket, which a guest sees redrawn at every price. */
export const TryDemoButton = memo(function TryDemoButton({
  from = null,
  compact = false,
}: TryDemoButtonProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  const tryDemo = useTryDemo(from);
  return (
    <button
      type="button"
      className={`button button--demo${compact ? ' button--small' : ' button--block'}`}
      onClick={() => tryDemo.mutate()}
      disabled={tryDemo.isPending}
      data-testid={tid('try-demo')}
    >
      {tryDemo.isPending ? t('auth.creatingDemo') : t('auth.tryDemo')}
    </button>
  );
});
