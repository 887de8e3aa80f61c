import type { Clock } from '../../clock.ts';
import type { AccountLoader } from '../account-loader.ts';
import type { EngineState } from '../engine-state.ts';
import type { MarketView } from '../market-view.ts';

/** What every engine command reads and changes. */
export type CommandContext = {
  state: EngineState;
  loader: AccountLoader;
  market: MarketView;
  clock: Clock;
  /** The trade_fee_type setting: 1 per lot, otherwise a rate of the margin. */
  feeType: number;
};
