import { Decimal } from '@tp/domain/decimal';
import type { BackOfficeEngine } from './back-office-engine.ts';
import type { LiveConfiguration } from './config-routes.ts';

export type ConfigurableMarket = {
  reloadInstruments(): Promise<void>;
  quoteToUsd(currency: string): Decimal | undefined;
};

/** Where a saved configuration goes beyond the database: the market's catalogue and the engine. */
export function liveConfiguration(
  market: ConfigurableMarket,
  engine: Pick<BackOfficeEngine, 'applySettings'>,
): LiveConfiguration {
  return {
    reloadInstruments: () => market.reloadInstruments(),
    convertsToUsd: (currency) => market.quoteToUsd(currency) !== undefined,
    settingsChanged: (settings) =>
      engine.applySettings({
        stopOutLevel: new Decimal(String(settings.stop_out_level)),
        tradeFeeType: settings.trade_fee_type,
      }),
  };
}
