import { ConfigRecordsPage } from './config-records-page.tsx';
import { wireOptionFields } from './wire-option-fields.ts';

/** The broker's bank accounts traders wire to. */
export function WireOptionsPage() {
  return (
    <ConfigRecordsPage
      title="bank.wireOptions"
      listCall="adminWireOptions"
      fields={wireOptionFields}
      defaults={{ usdPrice: 1, enabled: true, sort: 0 }}
      testId="wires"
    />
  );
}
