import type { SetupChecklist, SetupChecklistItem } from '@tp/contract/admin-endpoints';
import type { AdminCallName } from '../../api/admin-calls.ts';
import type { MessageKey } from '../../i18n/messages.ts';

/** What an unfinished item says, and the configuration page (and the call it reads) that sets it. */
export type SetupStep = {
  key: SetupChecklistItem;
  text: MessageKey;
  path: string;
  call: AdminCallName;
};

const steps: Record<SetupChecklistItem, Omit<SetupStep, 'key'>> = {
  depositNetwork: {
    text: 'func.setupDepositNetwork',
    path: '/deposit-networks',
    call: 'adminDepositNetworks',
  },
  wireOption: { text: 'func.setupWireOption', path: '/wire-options', call: 'adminWireOptions' },
  drawCurrency: {
    text: 'func.setupDrawCurrency',
    path: '/draw-currencies',
    call: 'adminDrawCurrencies',
  },
};

/** The items still to be done, in the server's order; none once everything is set. */
export const missingSetupSteps = (checklist: SetupChecklist | undefined): SetupStep[] =>
  (checklist?.items ?? [])
    .filter((item) => !item.done)
    .map((item) => ({ key: item.key, ...steps[item.key] }));
