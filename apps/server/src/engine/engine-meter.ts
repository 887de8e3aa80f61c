import { BucketTally, latencyBoundsSeconds } from '../metrics/bucket-tally.ts';
import type { CommandOutcome, SequencerMeter } from './commit/sequencer.ts';

/** The commands of the engine as an operator's metrics name them (`command` label). */
export const EngineCommand = {
  openAccount: 'open_account',
  openOrder: 'open_order',
  closePosition: 'close_position',
  closePositions: 'close_positions',
  cancelPending: 'cancel_pending',
  amendPending: 'amend_pending',
  setStops: 'set_stops',
  resetDemo: 'reset_demo',
  loadAccount: 'load_account',
  requestWithdrawal: 'request_withdrawal',
  payWithdrawal: 'pay_withdrawal',
  rejectWithdrawal: 'reject_withdrawal',
  finishDeposit: 'finish_deposit',
  closeDeposit: 'close_deposit',
  adjustBalance: 'adjust_balance',
  setTradingFrozen: 'set_trading_frozen',
  trigger: 'trigger',
  trail: 'trail',
  stopOut: 'stop_out',
  expire: 'expire',
  settled: 'settled',
} as const;
export type EngineCommand = (typeof EngineCommand)[keyof typeof EngineCommand];

export type CommandCounts = Record<CommandOutcome, number>;

/**
 * What the engine counts for metrics, kept by the process rather than by one engine, so a
 * process that leads again after standing by goes on counting. Plain numbers: counting a
 * command is a map lookup and an addition.
 */
export class EngineMeter implements SequencerMeter {
  readonly commands = new Map<string, CommandCounts>();
  /** Seconds each batch's write took, from the first statement to its commit. */
  readonly commitSeconds = new BucketTally(latencyBoundsSeconds);
  batches = 0;
  /** Positions closed by a stop-out, counted when their batch commits. */
  stopOuts = 0;

  commandDone(kind: string, outcome: CommandOutcome): void {
    let counts = this.commands.get(kind);
    if (!counts) {
      counts = { committed: 0, refused: 0, failed: 0 };
      this.commands.set(kind, counts);
    }
    counts[outcome] += 1;
  }

  batchWritten(commitMs: number): void {
    this.batches += 1;
    this.commitSeconds.observe(commitMs / 1000);
  }
}
