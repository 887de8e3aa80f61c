import { DrawKind } from '@tp/contract/codes';
import type { DrawMethod } from '@tp/contract/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../funds/funds.css';
import './withdraw.css';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { bindMethodPath, type DrawKindValue } from './draw-kind.ts';
import { drawCurrencyLabel, drawMethodLabel } from './draw-method-label.ts';
import { useDeleteDrawMethod, useDrawMethods } from './use-draw-methods.ts';

/** /mine/bank-card-list and /mine/coin-address-list: bound methods of one kind. */
export function BoundMethodsPage({ kind }: { kind: DrawKindValue }) {
  const { t } = useTranslation();
  const methods = useDrawMethods(kind);
  const list = methods.data ?? [];
  const [deleting, setDeleting] = useState<DrawMethod | null>(null);
  const deleteMethod = useDeleteDrawMethod();
  const bank = kind === DrawKind.bank;
  const addLink = (
    <Link
      to={bindMethodPath(kind)}
      className="button button--primary button--block"
      data-testid="bound-add"
    >
      {bank ? t('bank.addBankAccount') : t('wallet.addCoinAddress')}
    </Link>
  );

  return (
    <div className="page funds-page">
      <PageHeader title={bank ? t('bank.bankCardList') : t('wallet.coinAddressList')} back />
      {methods.isPending ? (
        <SkeletonRows count={3} />
      ) : list.length === 0 ? (
        <div className="empty-state" data-testid="bound-empty">
          <p>{t('withdraw.noMethods')}</p>
        </div>
      ) : (
        <ul className="method-list" data-testid="bound-list">
          {list.map((method) => (
            <li key={method.id} className="method-card" data-testid={`bound-${method.id}`}>
              <MethodDetails method={method} />
              <button
                type="button"
                className="button button--danger button--small"
                onClick={() => setDeleting(method)}
                data-testid={`bound-delete-${method.id}`}
              >
                {t('withdraw.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {addLink}
      <ConfirmDialog
        open={deleting !== null}
        title={t('withdraw.deleteTitle')}
        message={deleting ? t('withdraw.deleteMessage', { name: drawMethodLabel(deleting) }) : null}
        confirmLabel={t('withdraw.delete')}
        busy={deleteMethod.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteMethod.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </div>
  );
}

function MethodDetails({ method }: { method: DrawMethod }) {
  const { t } = useTranslation();
  const lines: [string, string][] =
    method.type === DrawKind.bank
      ? [
          [t('bank.payeeName'), method.payee_name],
          [t('bank.branchName'), method.branch_name],
          [t('bank.bankSwift'), method.bank_swift],
          [t('bank.beneficiaryCurrency'), method.beneficiary_currency],
          [t('bank.remark'), method.remark],
        ]
      : [];
  return (
    <div className="method-card__body">
      <span className="muted">{drawCurrencyLabel(method.draw_currency)}</span>
      <span className="method-card__title num">{drawMethodLabel(method)}</span>
      {lines
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <span key={label} className="muted">
            {label}: {value}
          </span>
        ))}
    </div>
  );
}
