import { DrawFeeType, DrawKind } from '@tp/contract/codes';
import { ConfigRecordsPage } from './ConfigRecordsPage.tsx';
import { drawCurrencyFields } from './draw-currency-fields.ts';

/** What traders may withdraw in: rate, fee (fixed or a rate of the amount) and minimum. */
export function DrawCurrenciesPage() {
  return (
    <ConfigRecordsPage
      title="withdraw.currencies"
      listCall="adminDrawCurrencies"
      fields={drawCurrencyFields}
      defaults={{
        type: DrawKind.coin,
        feeType: DrawFeeType.fixed,
        fee: 0,
        drawRate: 1,
        usdPrice: 1,
        minNumber: 0,
        enabled: true,
        sort: 0,
      }}
      testId="draw-currencies"
    />
  );
}
