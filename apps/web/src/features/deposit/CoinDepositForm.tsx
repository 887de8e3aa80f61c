import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../ui/CopyField.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { QrCode } from '../../ui/QrCode.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { ChoiceChips } from '../funds/ChoiceChips.tsx';
import { useImageUpload } from '../funds/use-image-upload.ts';
import { DepositSubmitSection } from './DepositSubmitSection.tsx';
import {
  type CoinDepositFields,
  chosenNetwork,
  coinDepositError,
  coinDepositRequest,
  type DepositError,
  firstNetworkChoice,
  networkCurrencies,
  networkProtocols,
  withCurrency,
} from './deposit-form.ts';
import { useDepositNetworks, useSubmitDeposit } from './use-deposit.ts';

type CoinDepositFormProps = { minimum: number; onSubmitted: () => void };

/** Deposit by an on-chain transfer: network, address with copy and QR code, amount, proof. */
export function CoinDepositForm({ minimum, onSubmitted }: CoinDepositFormProps) {
  const { t } = useTranslation();
  const networks = useDepositNetworks();
  const list = networks.data ?? [];
  const [edited, setEdited] = useState<Omit<CoinDepositFields, 'proof'> | null>(null);
  const proof = useImageUpload();
  const [error, setError] = useState<DepositError | null>(null);
  const submitDeposit = useSubmitDeposit();

  if (networks.isPending) return <SkeletonRows count={3} />;
  if (list.length === 0)
    return <Notice testId="deposit-no-coin-channel">{t('financial.noCoinChannel')}</Notice>;

  const fields: CoinDepositFields = {
    ...(edited ?? { ...firstNetworkChoice(list), amount: '' }),
    proof: proof.url,
  };
  const network = chosenNetwork(list, fields);
  const change = (next: CoinDepositFields) => {
    setEdited({ currency: next.currency, protocol: next.protocol, amount: next.amount });
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = coinDepositError(fields, { networks: list, minimum });
    setError(problem);
    if (problem || !network) return;
    submitDeposit.mutate(
      { kind: 'coin', params: coinDepositRequest(fields, network) },
      { onSuccess: onSubmitted },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ChoiceChips
        label={t('financial.currency')}
        options={networkCurrencies(list).map((code) => ({ value: code, text: code }))}
        value={fields.currency}
        onChange={(currency) => change(withCurrency(list, fields, currency))}
        testId="deposit-currency"
      />
      <ChoiceChips
        label={t('financial.network')}
        options={networkProtocols(list, fields.currency).map((code) => ({
          value: code,
          text: code,
        }))}
        value={fields.protocol}
        onChange={(protocol) => change({ ...fields, protocol })}
        testId="deposit-network"
      />
      {network ? (
        <section className="deposit-address">
          <QrCode
            value={network.address}
            label={t('financial.addressQr')}
            testId="deposit-address-qr"
          />
          <CopyField
            label={t('financial.depositAddress')}
            value={network.address}
            testId="deposit-address"
          />
          <p className="muted funds-hint">
            {t('financial.sendOnlyHint', {
              currency: network.currency_code,
              network: network.protocol_code,
            })}
          </p>
        </section>
      ) : null}
      <DepositSubmitSection
        amount={fields.amount}
        onAmount={(amount) => change({ ...fields, amount })}
        unit={fields.currency}
        minimum={minimum}
        proof={proof}
        error={error}
        busy={submitDeposit.isPending}
      />
    </form>
  );
}
