import { Decimal } from '@tp/domain/decimal';
import { type Growth, growthStep, type Movement, startGrowth } from '@tp/domain/growth-path';
import {
  emptyTally,
  figuresOf,
  type PeriodPosition,
  type PositionTally,
  type TraderFigures,
  tallyPosition,
} from '@tp/domain/trader-figures';

/**
 * One trader's figures worked out as their books are read: the growth of their whole history
 * and of the period, and the positions they closed in it. Holds no list of entries, so a busy
 * trader costs no more memory than a quiet one.
 */
export class TraderTally {
  private total: Growth;
  private period: Growth;
  private positions: PositionTally = emptyTally;

  constructor(
    readonly userId: number,
    readonly isDemo: boolean,
    /** Their movements before the period, in order. */
    history: readonly Movement[],
  ) {
    this.total = history.reduce(growthStep, startGrowth(new Decimal(0)));
    this.period = startGrowth(this.total.equity);
  }

  /** A flow or a result of the period. */
  add(movement: Movement): void {
    this.total = growthStep(this.total, movement);
    this.period = growthStep(this.period, movement);
  }

  /** A position closed in the period, with its trough, before the results its close booked. */
  close(position: PeriodPosition, trough: Decimal): void {
    if (trough.lt(0)) this.period = growthStep(this.period, { kind: 'trough', amount: trough });
    this.positions = tallyPosition(this.positions, position);
  }

  figures(): TraderFigures {
    return figuresOf({ total: this.total, period: this.period, positions: this.positions });
  }
}
