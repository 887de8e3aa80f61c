import { useTranslation } from 'react-i18next';
import { useTestId } from '../../ui/pane-visibility.ts';
import type { PullState } from './use-pull-to-refresh.ts';

export function PullIndicator({ state }: { state: PullState }) {
  const tid = useTestId();
  const { t } = useTranslation();
  const label =
    state.phase === 'refreshing'
      ? t('public.refreshing')
      : state.phase === 'ready'
        ? t('public.releaseToRefresh')
        : t('public.pullToRefresh');
  return (
    <div
      className="pull-indicator"
      style={{ blockSize: state.distance }}
      aria-hidden={state.phase === 'idle'}
      data-testid={tid('pull-indicator')}
      data-phase={state.phase}
    >
      {state.phase === 'idle' ? null : <span>{label}</span>}
    </div>
  );
}
