import { ConfigRecordsPage } from './config-records-page.tsx';
import { depositNetworkFields } from './deposit-network-fields.ts';

/** Crypto networks traders deposit to: currency, protocol, the broker's address and its USD price. */
export function DepositNetworksPage() {
  return (
    <ConfigRecordsPage
      title="financial.depositNetworks"
      listCall="adminDepositNetworks"
      fields={depositNetworkFields}
      defaults={{ usdPrice: 1, enabled: true, sort: 0 }}
      testId="networks"
    />
  );
}
