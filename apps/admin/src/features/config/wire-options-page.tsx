import { channelDefaults } from './config-fields.ts';
import { ConfigRecordsPage } from './config-records-page.tsx';
import { wireOptionFields } from './wire-option-fields.ts';

/** The broker's bank accounts traders wire to. */
export function WireOptionsPage() {
  return (
    <ConfigRecordsPage
      title="bank.wireOptions"
      listCall="adminWireOptions"
      fields={wireOptionFields}
      defaults={channelDefaults}
      testId="wires"
    />
  );
}
