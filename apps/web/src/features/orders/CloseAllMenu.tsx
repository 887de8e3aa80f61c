import type { CloseAllResult, Order } from '@tp/contract/entities';
import { CloseScope } from '@tp/domain/close-scope';
import { formatProfit } from '@tp/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './orders.css';
import { useSession } from '../../session/session-store.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { formatAmount } from '../../ui/format.ts';
import { Sheet } from '../../ui/Sheet.tsx';
import { closeAllPreview } from './close-preview.ts';
import { useCloseAll } from './use-my-deal.ts';

type CloseAllMenuProps = {
  /** The trader's holding positions with their current P&L. */
  positions: readonly Order[];
  /** On the trade screen: the instrument shown, offered as its own choice. */
  instrument?: { id: number; code: string };
};

/**
 * "Close all": all positions, only winners, only losers or the instrument's, then one question
 * with how many close and their total P&L; the engine closes them in one command and the answer
 * lists any it could not close, with why.
 */
export function CloseAllMenu({ positions, instrument }: CloseAllMenuProps) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const [menuOpen, setMenuOpen] = useState(false);
  const [scope, setScope] = useState<CloseScope | null>(null);
  const [left, setLeft] = useState<CloseAllResult['skipped']>([]);
  const closeAll = useCloseAll();
  const choices = [
    { scope: CloseScope.all, label: t('order.closeAllEvery'), testId: 'close-all-every' },
    { scope: CloseScope.winners, label: t('order.closeAllWinners'), testId: 'close-all-winners' },
    { scope: CloseScope.losers, label: t('order.closeAllLosers'), testId: 'close-all-losers' },
    ...(instrument
      ? [
          {
            scope: CloseScope.instrument,
            label: t('order.closeAllInstrument', { code: instrument.code }),
            testId: 'close-all-instrument',
          },
        ]
      : []),
  ];
  const previewOf = (chosen: CloseScope) => closeAllPreview(positions, chosen, instrument?.id);
  const chosenPreview = scope === null ? undefined : previewOf(scope);
  const codeOf = (id: number) =>
    positions.find((order) => order.Id === id)?.ForexTradeLists.ShowCode ?? `#${id}`;

  return (
    <>
      <button
        type="button"
        className="button button--outline button--small"
        onClick={() => setMenuOpen(true)}
        disabled={positions.length === 0}
        data-testid="close-all"
      >
        {t('order.closeAll')}
      </button>
      <Sheet
        open={menuOpen}
        title={t('order.closeAllTitle')}
        onClose={() => setMenuOpen(false)}
        testId="close-all-menu"
      >
        <div className="close-all-choices">
          {choices.map((choice) => {
            const count = previewOf(choice.scope).ids.length;
            return (
              <button
                key={choice.scope}
                type="button"
                className="button button--outline button--block close-all-choice"
                disabled={count === 0}
                onClick={() => {
                  setMenuOpen(false);
                  setScope(choice.scope);
                }}
                data-testid={choice.testId}
              >
                <span>{choice.label}</span>
                <span className="num">{count}</span>
              </button>
            );
          })}
          {positions.length === 0 ? <p className="muted">{t('order.closeAllNone')}</p> : null}
        </div>
      </Sheet>
      <ConfirmDialog
        open={chosenPreview !== undefined}
        title={t('order.closeAllConfirmTitle')}
        message={
          chosenPreview
            ? t('order.closeAllConfirm', {
                count: chosenPreview.ids.length,
                profit: formatAmount(formatProfit(chosenPreview.profit), lang),
              })
            : null
        }
        confirmLabel={t('order.closeAll')}
        busy={closeAll.isPending}
        onConfirm={() => {
          if (scope === null) return;
          const params =
            scope === CloseScope.instrument && instrument
              ? { scope, forex_id: instrument.id }
              : { scope };
          closeAll.mutate(params, {
            onSuccess: (result) => setLeft(result.skipped),
            onSettled: () => setScope(null),
          });
        }}
        onCancel={() => setScope(null)}
      />
      <Sheet
        open={left.length > 0}
        title={t('order.closeAllSkipped')}
        onClose={() => setLeft([])}
        testId="close-all-left"
      >
        <ul className="close-all-left">
          {left.map((item) => (
            <li key={item.Id}>
              <strong>{codeOf(item.Id)}</strong> <span className="muted num">#{item.Id}</span>
              <br />
              {item.Msg}
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  );
}
