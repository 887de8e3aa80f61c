import type { WireOption } from '@tp/contract/entities';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../ui/CopyField.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { ChoiceChips } from '../funds/ChoiceChips.tsx';
import { useImageUpload } from '../funds/use-image-upload.ts';
import { DepositSubmitSection } from './DepositSubmitSection.tsx';
import {
  bankDepositError,
  chosenWireId,
  type DepositError,
  wireDepositRequest,
} from './deposit-form.ts';
import { useSubmitDeposit, useWireOptions } from './use-deposit.ts';

type BankDepositFormProps = {
  bankCoins: readonly string[];
  minimum: number;
  onSubmitted: () => void;
};

/** Deposit by bank wire: a receiving account must be chosen; its details copy one by one. */
export function BankDepositForm({ bankCoins, minimum, onSubmitted }: BankDepositFormProps) {
  const { t } = useTranslation();
  const [chosenCoin, setChosenCoin] = useState<string | null>(null);
  const bankCoin = chosenCoin ?? bankCoins[0] ?? null;
  const options = useWireOptions(bankCoin);
  const list = options.data ?? [];
  const [pickedWireId, setWireId] = useState<number | null>(null);
  const wireId = chosenWireId(list, pickedWireId);
  const [amount, setAmount] = useState('');
  const proof = useImageUpload();
  const [error, setError] = useState<DepositError | null>(null);
  const submitDeposit = useSubmitDeposit();
  const chosen = list.find((option) => option.id === wireId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { bankCoin, wireId, amount, proof: proof.url };
    const problem = bankDepositError(fields, { options: list, minimum });
    setError(problem);
    if (problem) return;
    submitDeposit.mutate(
      { kind: 'bank', params: wireDepositRequest(fields) },
      { onSuccess: onSubmitted },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {bankCoins.length > 1 ? (
        <ChoiceChips
          label={t('financial.currency')}
          options={bankCoins.map((code) => ({ value: code, text: code }))}
          value={bankCoin}
          onChange={(code) => {
            setChosenCoin(code);
            setWireId(null);
            setError(null);
          }}
          testId="deposit-bank-coin"
        />
      ) : null}
      {bankCoin !== null && options.isPending ? (
        <SkeletonRows count={2} />
      ) : list.length === 0 ? (
        <Notice tone="warn" testId="deposit-no-wire">
          {t('financial.noPaymentChannel')}
        </Notice>
      ) : (
        <WireOptionList
          options={list}
          chosen={wireId}
          invalid={error === 'chooseWireOption'}
          onChoose={(id) => {
            setWireId(id);
            setError(null);
          }}
        />
      )}
      {chosen ? <WireDetails option={chosen} /> : null}
      <DepositSubmitSection
        amount={amount}
        onAmount={(value) => {
          setAmount(value);
          setError(null);
        }}
        unit={bankCoin}
        minimum={minimum}
        proof={proof}
        error={error}
        busy={submitDeposit.isPending}
      />
    </form>
  );
}

function WireOptionList({
  options,
  chosen,
  invalid,
  onChoose,
}: {
  options: readonly WireOption[];
  chosen: number | null;
  invalid: boolean;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="choice">
      <legend className="field__label">{t('financial.wireOption')}</legend>
      <p className="muted funds-hint">{t('financial.chooseWireOptionHint')}</p>
      <div className={`option-cards${invalid ? ' option-cards--invalid' : ''}`}>
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={option.id === chosen}
            className={`option-card${option.id === chosen ? ' option-card--active' : ''}`}
            onClick={() => onChoose(option.id)}
            data-testid={`wire-option-${option.id}`}
          >
            <span className="option-card__title">{option.bank_name}</span>
            <span className="muted num">{option.payee_account}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function WireDetails({ option }: { option: WireOption }) {
  const { t } = useTranslation();
  const rows: [string, string, string][] = [
    ['bank-name', t('bank.bankName'), option.bank_name],
    ['bank-address', t('bank.bankAddress'), option.bank_address],
    ['bank-swift', t('bank.bankSwift'), option.bank_swift],
    ['payee-name', t('bank.payeeName'), option.payee_name],
    ['payee-account', t('bank.payeeAccount'), option.payee_account],
    ['bank-remark', t('bank.remark'), option.bank_remark],
  ];
  return (
    <section className="wire-details" data-testid="wire-details">
      {rows
        .filter(([, , value]) => value !== '')
        .map(([key, label, value]) => (
          <CopyField key={key} label={label} value={value} testId={`wire-${key}`} />
        ))}
    </section>
  );
}
