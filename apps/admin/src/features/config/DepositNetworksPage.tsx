import { ConfigRecordsPage } from './ConfigRecordsPage.tsx';
import { channelDefaults } from './config-fields.ts';
import { depositNetworkFields } from './deposit-network-fields.ts';

/** Crypto networks traders deposit to: currency, protocol, the broker's address and its USD price. */
export function DepositNetworksPage() {
  return (
    <ConfigRecordsPage
      title="financial.depositNetworks"
      listCall="adminDepositNetworks"
      fields={depositNetworkFields}
      defaults={channelDefaults}
      testId="networks"
    />
  );
}
