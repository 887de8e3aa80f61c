import type { PeriodicJob } from '../jobs/periodic-job.ts';
import {
  type ReconciliationDeps,
  reconciliationPeriodMs,
  runReconciliation,
} from './reconciliation-run.ts';

export const reconciliationJobName = 'reconciliation';

/** The daily reconciliation of the books, run where the periodic jobs run. */
export function reconciliationJob(deps: ReconciliationDeps): PeriodicJob {
  return {
    name: reconciliationJobName,
    intervalMs: reconciliationPeriodMs,
    run: async () => {
      await runReconciliation(deps, { trigger: 'schedule' });
    },
  };
}
