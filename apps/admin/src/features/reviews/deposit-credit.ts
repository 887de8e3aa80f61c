import type {
  DepositNetworkConfig,
  DepositReview,
  WireOptionConfig,
} from '@tp/contract/admin-endpoints';
import { DepositKind } from '@tp/contract/codes';
import { Decimal } from '@tp/domain/decimal';
import { depositCredit } from '@tp/domain/deposit-credit';

/** The USD price of the channel a deposit came by: its network, or its wire option. */
export function depositUsdPrice(
  deposit: Pick<DepositReview, 'type' | 'currencyCode' | 'channel'>,
  networks: readonly DepositNetworkConfig[],
  wireOptions: readonly WireOptionConfig[],
): number | null {
  if (deposit.type === DepositKind.bank) {
    const option = wireOptions.find(
      (wire) => wire.bankName === deposit.channel && wire.bankCoin === deposit.currencyCode,
    );
    return option?.usdPrice ?? null;
  }
  const network = networks.find(
    (candidate) =>
      candidate.currencyCode === deposit.currencyCode && candidate.protocolCode === deposit.channel,
  );
  return network?.usdPrice ?? null;
}

/**
 * What finishing without a typed amount credits (`depositCredit`, as the server books it):
 * shown to the operator before they confirm.
 */
export function suggestedCredit(number: number, usdPrice: number): number {
  return depositCredit({ amount: new Decimal(number), usdPrice: new Decimal(usdPrice) }).toNumber();
}

/** The amount as the trader sent it, in the deposit's own currency. */
export function depositAmount(deposit: Pick<DepositReview, 'number' | 'currencyCode'>): string {
  return `${deposit.number} ${deposit.currencyCode}`;
}
