import { DrawKind } from '@tp/contract/codes';
import { formatBalance } from '@tp/domain/money';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../ui/FormError.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { ChoiceChips } from '../funds/ChoiceChips.tsx';
import { HistoryTab, historyPath } from '../history/history-tab.ts';
import { useAccountDetail } from '../wallet/use-account-detail.ts';
import { DrawMethodChoice } from './DrawMethodChoice.tsx';
import { bindMethodPath, type DrawKindValue } from './draw-kind.ts';
import { drawCurrencyLabel } from './draw-method-label.ts';
import { useDrawCurrencies, useDrawMethods, useWithdraw } from './use-draw-methods.ts';
import { WithdrawPreview } from './WithdrawPreview.tsx';
import {
  chosenMethodId,
  type WithdrawError,
  withdrawAllAmount,
  withdrawFormError,
  withdrawRequest,
} from './withdraw-form.ts';

/** A withdrawal of one kind: currency, bound method, amount with its preview, optional memo. */
export function WithdrawForm({ kind }: { kind: DrawKindValue }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currencies = useDrawCurrencies(kind);
  const list = currencies.data ?? [];
  const [chosenCurrency, setChosenCurrency] = useState<number | null>(null);
  const currency = list.find((item) => item.id === chosenCurrency) ?? list[0];
  const methods = useDrawMethods(kind, currency?.id ?? null);
  const methodList = methods.data ?? [];
  const [pickedMethodId, setMethodId] = useState<number | null>(null);
  const methodId = chosenMethodId(methodList, pickedMethodId);
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [error, setError] = useState<WithdrawError | null>(null);
  const freeMargin = useAccountDetail().data?.free_margin;
  const withdraw = useWithdraw();

  if (currencies.isPending) return <SkeletonRows count={3} />;
  if (!currency) return <Notice testId="withdraw-no-currency">{t('withdraw.noCurrency')}</Notice>;

  const bindPath = bindMethodPath(kind, currency.id);
  const methodLabel = kind === DrawKind.coin ? t('withdraw.address') : t('withdraw.account');
  const edited = () => setError(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { currencyId: currency.id, methodId, amount, memo };
    const problem = withdrawFormError(fields, {
      kind,
      currency,
      methods: methodList,
      freeMargin,
    });
    if (problem === 'bindMethodFirst') {
      // Spec §5: with nothing bound the trader is told so and taken to the binding page.
      toast(t('withdraw.bindMethodFirst'));
      navigate(bindPath);
      return;
    }
    setError(problem);
    if (problem) return;
    withdraw.mutate(withdrawRequest(fields), {
      onSuccess: () => navigate(historyPath(HistoryTab.withdrawals)),
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ChoiceChips
        label={t('withdraw.currency')}
        options={list.map((item) => ({ value: item.id, text: drawCurrencyLabel(item) }))}
        value={currency.id}
        onChange={(id) => {
          setChosenCurrency(id);
          setMethodId(null);
          edited();
        }}
        testId="withdraw-currency"
      />
      {methods.isPending ? (
        <SkeletonRows count={2} />
      ) : methodList.length === 0 ? (
        <Notice
          tone="warn"
          testId="withdraw-bind-first"
          action={
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => navigate(bindPath)}
              data-testid="withdraw-go-bind"
            >
              {t('withdraw.goBind')}
            </button>
          }
        >
          {t('withdraw.bindMethodFirst')}
        </Notice>
      ) : (
        <DrawMethodChoice
          label={methodLabel}
          methods={methodList}
          chosen={methodId}
          onChoose={(id) => {
            setMethodId(id);
            edited();
          }}
          addPath={bindPath}
          invalid={error === 'selectAddress' || error === 'selectAccount'}
        />
      )}
      <label className="field">
        <span className="field__label">{t('withdraw.amount')}</span>
        <span className="field__row">
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              edited();
            }}
            placeholder={t('withdraw.amountPlaceholder', { min: currency.min_number })}
            maxLength={24}
            aria-invalid={
              error === 'enterAmount' || error === 'belowMinimum' || error === 'aboveFreeMargin'
            }
            data-testid="withdraw-amount"
          />
          {freeMargin === undefined ? null : (
            <button
              type="button"
              className="field__toggle"
              onClick={() => {
                setAmount(withdrawAllAmount(freeMargin));
                edited();
              }}
              data-testid="withdraw-all"
            >
              {t('withdraw.withdrawAll')}
            </button>
          )}
        </span>
      </label>
      <WithdrawPreview amount={amount} currency={currency} freeMargin={freeMargin} />
      <label className="field">
        <span className="field__label">{t('withdraw.memo')}</span>
        <input
          value={memo}
          onChange={(event) => setMemo(event.target.value)}
          placeholder={t('withdraw.optional')}
          maxLength={200}
          data-testid="withdraw-memo"
        />
      </label>
      <FormError
        message={
          error &&
          t(`withdraw.${error}`, {
            min: currency.min_number,
            free: freeMargin === undefined ? '--' : formatBalance(freeMargin),
          })
        }
        testId="withdraw-error"
      />
      <SubmitButton
        busy={withdraw.isPending}
        disabled={methods.isPending}
        label={t('withdraw.submit')}
        busyLabel={t('withdraw.submitting')}
        testId="withdraw-submit"
      />
    </form>
  );
}
