import { ConfigRecordsPage } from './ConfigRecordsPage.tsx';
import { channelDefaults } from './config-fields.ts';
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
