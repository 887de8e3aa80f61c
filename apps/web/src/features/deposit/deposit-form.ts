import type { DepositNetwork, WireOption } from '@tp/contract/entities';
import type { CallParams } from '../../api/api-client.ts';
import { parseAmount } from '../trade/parse-amount.ts';

export type CoinDepositFields = {
  currency: string | null;
  protocol: string | null;
  amount: string;
  /** The proof's link from image_upload; null until uploaded. */
  proof: string | null;
};

export type BankDepositFields = {
  bankCoin: string | null;
  wireId: number | null;
  amount: string;
  proof: string | null;
};

/** Every message the deposit forms can show: keys of the financial area. */
export type DepositError =
  | 'chooseNetwork'
  | 'noPaymentChannel'
  | 'chooseWireOption'
  | 'enterRechargeAmount'
  | 'amountTooSmall'
  | 'uploadProof';

/** The currencies of the networks, each once, in the operator's order. */
export const networkCurrencies = (networks: readonly DepositNetwork[]): string[] => [
  ...new Set(networks.map((network) => network.currency_code)),
];

export const networkProtocols = (
  networks: readonly DepositNetwork[],
  currency: string | null,
): string[] =>
  networks.filter((network) => network.currency_code === currency).map((n) => n.protocol_code);

export const chosenNetwork = (
  networks: readonly DepositNetwork[],
  fields: Pick<CoinDepositFields, 'currency' | 'protocol'>,
): DepositNetwork | undefined =>
  networks.find(
    (network) =>
      network.currency_code === fields.currency && network.protocol_code === fields.protocol,
  );

/** The first currency and its first network, so that an address shows at once. */
export function firstNetworkChoice(
  networks: readonly DepositNetwork[],
): Pick<CoinDepositFields, 'currency' | 'protocol'> {
  const first = networks[0];
  return { currency: first?.currency_code ?? null, protocol: first?.protocol_code ?? null };
}

/** Picking a currency keeps the network if the currency has it, else takes its first. */
export function withCurrency(
  networks: readonly DepositNetwork[],
  fields: CoinDepositFields,
  currency: string,
): CoinDepositFields {
  const protocols = networkProtocols(networks, currency);
  const protocol =
    fields.protocol !== null && protocols.includes(fields.protocol)
      ? fields.protocol
      : (protocols[0] ?? null);
  return { ...fields, currency, protocol };
}

function amountError(text: string, minimum: number): DepositError | null {
  const amount = parseAmount(text);
  if (!amount?.gt(0)) return 'enterRechargeAmount';
  if (minimum > 0 && amount.lt(minimum)) return 'amountTooSmall';
  return null;
}

/** Spec §5 for a coin deposit: a network, an amount (at least the minimum) and one proof image. */
export function coinDepositError(
  fields: CoinDepositFields,
  context: { networks: readonly DepositNetwork[]; minimum: number },
): DepositError | null {
  if (!chosenNetwork(context.networks, fields)) return 'chooseNetwork';
  const amount = amountError(fields.amount, context.minimum);
  if (amount) return amount;
  if (!fields.proof) return 'uploadProof';
  return null;
}

/**
 * Spec §5 for a bank deposit: without any wire option the fiat account has no payment channel;
 * with options, one must be chosen; then the amount and the proof.
 */
export function bankDepositError(
  fields: BankDepositFields,
  context: { options: readonly WireOption[]; minimum: number },
): DepositError | null {
  if (context.options.length === 0) return 'noPaymentChannel';
  if (!context.options.some((option) => option.id === fields.wireId)) return 'chooseWireOption';
  const amount = amountError(fields.amount, context.minimum);
  if (amount) return amount;
  if (!fields.proof) return 'uploadProof';
  return null;
}

/** The wire option paid to: the one picked while it is offered, else the only one offered. */
export function chosenWireId(options: readonly WireOption[], picked: number | null): number | null {
  if (options.some((option) => option.id === picked)) return picked;
  const [only, ...others] = options;
  return only && others.length === 0 ? only.id : null;
}

const amountOf = (text: string): number => parseAmount(text)?.toNumber() ?? 0;

/** quickCharge/submit: the network's id as charge_id and the address the trader paid to. */
export function coinDepositRequest(
  fields: CoinDepositFields,
  network: DepositNetwork,
): CallParams<'coinDeposit'> {
  return {
    number: amountOf(fields.amount),
    proofImg: fields.proof ?? '',
    address: network.address,
    charge_id: network.id,
  };
}

export function wireDepositRequest(fields: BankDepositFields): CallParams<'wireDeposit'> {
  return {
    number: amountOf(fields.amount),
    proofImg: fields.proof ?? '',
    wire_id: fields.wireId ?? 0,
  };
}
