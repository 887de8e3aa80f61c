import { DrawKind } from '@tp/contract/codes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormError } from '../../ui/FormError.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { ChoiceChips } from '../funds/ChoiceChips.tsx';
import {
  type BindField,
  type BindFields,
  bindFieldSpecs,
  bindMethodError,
  bindMethodRequest,
  missingBindFields,
} from './bind-method-form.ts';
import { boundListPath, type DrawKindValue } from './draw-kind.ts';
import { drawCurrencyLabel } from './draw-method-label.ts';
import { useBindDrawMethod, useDrawCurrencies } from './use-draw-methods.ts';

type BindMethodFormProps = { kind: DrawKindValue; wantedCurrency: number | null };

export function BindMethodForm({ kind, wantedCurrency }: BindMethodFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const currencies = useDrawCurrencies(kind);
  const list = currencies.data ?? [];
  const [chosenCurrency, setChosenCurrency] = useState<number | null>(wantedCurrency);
  const currency = list.find((item) => item.id === chosenCurrency) ?? list[0];
  const [values, setValues] = useState<Partial<Record<BindField, string>>>({});
  const [error, setError] = useState<'chooseCurrency' | 'fillCompletely' | null>(null);
  const [missing, setMissing] = useState<readonly BindField[]>([]);
  const bind = useBindDrawMethod();

  if (currencies.isPending) return <SkeletonRows count={3} />;
  if (!currency) return <Notice testId="bind-no-currency">{t('withdraw.noCurrency')}</Notice>;

  // A bank account receives the withdrawal currency unless the trader says otherwise.
  const shown: Partial<Record<BindField, string>> =
    kind === DrawKind.bank
      ? { ...values, beneficiary_currency: values.beneficiary_currency ?? currency.code }
      : values;
  const fields: BindFields = { currencyId: currency.id, values: shown };
  const goBack = () => {
    // Back to the page that sent the trader here; opened directly, to the list of this kind.
    if (location.key !== 'default') navigate(-1);
    else navigate(boundListPath(kind), { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = bindMethodError(kind, fields);
    setError(problem);
    setMissing(missingBindFields(kind, fields));
    if (!problem) bind.mutate(bindMethodRequest(kind, fields), { onSuccess: goBack });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ChoiceChips
        label={t('withdraw.currency')}
        options={list.map((item) => ({ value: item.id, text: drawCurrencyLabel(item) }))}
        value={currency.id}
        onChange={(id) => {
          setChosenCurrency(id);
          setError(null);
        }}
        testId="bind-currency"
      />
      {bindFieldSpecs[kind].map((spec) => (
        <label key={spec.field} className="field">
          <span className="field__label">
            {spec.required
              ? t(spec.labelKey)
              : t('withdraw.optionalField', { field: t(spec.labelKey) })}
          </span>
          <input
            value={shown[spec.field] ?? ''}
            onChange={(event) => {
              setValues((now) => ({ ...now, [spec.field]: event.target.value }));
              setError(null);
            }}
            placeholder={
              spec.field === 'dc_address' ? t('withdraw.dcAddressPlaceholder') : undefined
            }
            maxLength={spec.maxLength}
            autoComplete="off"
            aria-invalid={missing.includes(spec.field)}
            data-testid={`bind-${spec.field}`}
          />
        </label>
      ))}
      <FormError message={error && t(`withdraw.${error}`)} testId="bind-error" />
      <SubmitButton
        busy={bind.isPending}
        label={t('withdraw.save')}
        busyLabel={t('withdraw.saving')}
        testId="bind-submit"
      />
    </form>
  );
}
