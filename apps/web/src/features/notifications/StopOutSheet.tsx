import { useQuery } from '@tanstack/react-query';
import { Side } from '@tp/domain/side';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call.ts';
import { useSession } from '../../session/session-store.ts';
import { formatAmount } from '../../ui/format.ts';
import { Sheet } from '../../ui/Sheet.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { UtcTime } from '../../ui/UtcTime.tsx';
import { signedMoney, type Translate } from './notice-text.ts';

/** The stop-out that closed `orderId`: kept as it was, so it is read once per order. */
function useStopOut(orderId: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['stop-out', token, orderId],
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => call('stopOutInfo', { order_id: orderId }, { signal, silent: true }),
  });
}

/**
 * What a stop-out did, opened from its notification: the risk rate that set it off against the
 * stop-out level, the balance before and after, what negative balance protection covered, and
 * the positions closed in the order they were closed.
 */
export function StopOutSheet({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t: translate } = useTranslation();
  const t = translate as Translate;
  const lang = useSession((s) => s.lang);
  const query = useStopOut(orderId);
  const record = query.data;
  const percent = (text: string) => `${formatAmount(text, lang).replace('-', '−')} %`;
  return (
    <Sheet open title={t('user.stopOutRecordTitle')} onClose={onClose} testId="stop-out-sheet">
      {query.isPending ? (
        <SkeletonRows count={4} />
      ) : !record ? (
        <p className="muted" data-testid="stop-out-error">
          {t('user.stopOutLoadFailed')}
        </p>
      ) : (
        <div className="stop-out">
          <UtcTime text={record.created_at} lang={lang} className="muted" />
          <dl className="stop-out__figures">
            <div>
              <dt>{t('user.stopOutRiskRate')}</dt>
              <dd data-testid="stop-out-risk-rate">{percent(record.risk_rate)}</dd>
            </div>
            <div>
              <dt>{t('user.stopOutLevel')}</dt>
              <dd>{percent(record.stop_out_level)}</dd>
            </div>
            <div>
              <dt>{t('user.stopOutBalanceBefore')}</dt>
              <dd data-testid="stop-out-balance-before">
                {formatAmount(record.balance_before, lang)}
              </dd>
            </div>
            <div>
              <dt>{t('user.stopOutBalanceAfter')}</dt>
              <dd data-testid="stop-out-balance-after">
                {formatAmount(record.balance_after, lang)}
              </dd>
            </div>
            {Number(record.correction) !== 0 ? (
              <div>
                <dt>{t('user.stopOutCorrection')}</dt>
                <dd data-testid="stop-out-correction">{formatAmount(record.correction, lang)}</dd>
              </div>
            ) : null}
          </dl>
          {Number(record.correction) !== 0 ? (
            <p className="muted stop-out__hint">{t('user.stopOutCorrectionHint')}</p>
          ) : null}
          <h3 className="stop-out__subtitle">{t('user.stopOutCloses')}</h3>
          <ol className="stop-out__closes" data-testid="stop-out-closes">
            {record.positions.map((position) => (
              <li key={position.order_id} data-testid="stop-out-close">
                <span>
                  <strong>{position.symbol}</strong>{' '}
                  {t(position.side === Side.buy ? 'user.noticeBuy' : 'user.noticeSell')}{' '}
                  {formatAmount(position.lots, lang)}
                </span>
                <span className="muted">@ {formatAmount(position.price, lang)}</span>
                <span className={Number(position.pnl) < 0 ? 'down' : 'up'}>
                  {signedMoney(position.pnl, lang)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Sheet>
  );
}
