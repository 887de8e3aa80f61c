import { Decimal } from '@tp/domain/decimal';
import { stopOutLevelUnder } from '@tp/domain/risk-profile';
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
    settingsChanged: async (settings) => {
      await engine.applySettings({
        stopOutLevel: stopOutLevelUnder({
          profile: settings.risk_profile,
          levelPct: new Decimal(String(settings.stop_out_level)),
        }),
        tradeFeeType: settings.trade_fee_type,
      });
      // The risk profile caps the leverage options every process offers and accepts.
      await market.reloadInstruments();
    },
  };
}
