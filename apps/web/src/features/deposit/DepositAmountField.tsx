import { useTranslation } from 'react-i18next';

type DepositAmountFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The currency the amount is in. */
  unit: string | null;
  minimum: number;
  invalid: boolean;
};

export function DepositAmountField({
  value,
  onChange,
  unit,
  minimum,
  invalid,
}: DepositAmountFieldProps) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span className="field__label">
        {t('financial.amount')}
        {unit ? ` (${unit})` : ''}
      </span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={
          minimum > 0
            ? t('financial.minimumAmount', { min: minimum })
            : t('financial.amountPlaceholder')
        }
        maxLength={24}
        aria-invalid={invalid}
        data-testid="deposit-amount"
      />
    </label>
  );
}
