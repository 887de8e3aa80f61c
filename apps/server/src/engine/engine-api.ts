import type { Engine } from './engine.ts';

/**
 * Every call the rest of the server makes of the engine. In the embedded shape they reach the
 * engine in this process; in the scaled shape a gateway sends them over Redis to the one engine
 * (see remote-engine.ts and engine-host.ts), so each answers a promise and takes and gives only
 * values that survive the trip: plain data, decimals and dates.
 */
export const engineCalls = [
  'openAccount',
  'placeOrder',
  'closePosition',
  'closePositions',
  'cancelPending',
  'setStops',
  'amendPending',
  'resetDemoAccount',
  'accountSummary',
  'balance',
  'accountDetail',
  'accountFigures',
  'livePositions',
  'accountsHolding',
  'requestWithdrawal',
  'payWithdrawal',
  'rejectWithdrawal',
  'finishDeposit',
  'closeDeposit',
  'adjustBalance',
  'setTradingFrozen',
  'applySettings',
  'settled',
] as const satisfies readonly (keyof Engine)[];

export type EngineCall = (typeof engineCalls)[number];

export type EngineApi = Pick<Engine, EngineCall>;

export function isEngineCall(name: unknown): name is EngineCall {
  return typeof name === 'string' && (engineCalls as readonly string[]).includes(name);
}

/** A call that answered at once could not cross a process boundary: the compiler refuses one. */
type AnswersAtOnce = {
  [K in EngineCall]: ReturnType<Engine[K]> extends Promise<unknown> ? never : K;
}[EngineCall];
const everyCallAnswersAPromise: [AnswersAtOnce] extends [never] ? true : AnswersAtOnce = true;
void everyCallAnswersAPromise;
