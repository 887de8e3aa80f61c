/**
 * The synchronous work of the order path, without I/O: what the server's one thread does for
 * a submit and a close besides HTTP and the database round trip. Rounds of `--batch` users each
 * submit a 0.01-lot EURUSD market order (one batch) and close it (the next batch), as
 * bench:orders does, through the real code: the contract's parameter check, the route's
 * command, the engine's decision and booking, the order as answered, the envelope's JSON, and
 * the batch's statement. Prints the process's CPU time per command, split between the parts in
 * proportion to the time each took, for the lowest of `--runs` runs of `--seconds` each after a
 * second of warm-up: CPU time leaves out the time other work on a shared machine took the core,
 * so the figures are steady enough to tell whether a change to one part helped.
 *
 *   npx tsx bench/order-hot-path.ts [--batch 10] [--seconds 1] [--runs 5]
 */
import { parseArgs } from 'node:util';
import { endpoints } from '@tp/contract/endpoints';
import { CloseReason } from '@tp/contract/entities';
import { translateServerMessage } from '@tp/contract/server-messages';
import { Decimal } from '@tp/domain/decimal';
import { AccountLoader } from '../apps/server/src/engine/account-loader.ts';
import { closePosition } from '../apps/server/src/engine/commands/close-position.ts';
import type { CommandContext } from '../apps/server/src/engine/commands/command-context.ts';
import {
  type PlaceOrderCommand,
  placeOrder,
} from '../apps/server/src/engine/commands/place-order.ts';
import { Batch } from '../apps/server/src/engine/commit/batch.ts';
import { batchStatement } from '../apps/server/src/engine/commit/batch-statement.ts';
import type { EngineStore } from '../apps/server/src/engine/commit/engine-store.ts';
import { EngineState } from '../apps/server/src/engine/engine-state.ts';
import { commandOf, orderIdOf, userIdOf } from '../apps/server/src/engine/ids.ts';
import type { OrderRecord } from '../apps/server/src/engine/order-record.ts';
import { orderView } from '../apps/server/src/engine/views/order-view.ts';
import { valuePosition } from '../apps/server/src/engine/views/position-value.ts';
import { eurusd, fakeMarket } from '../apps/server/src/test-support/engine/test-fixtures.ts';
import { submitCommand } from '../apps/server/src/trading/submit-command.ts';

const { values } = parseArgs({
  options: {
    batch: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '1' },
    runs: { type: 'string', default: '5' },
  },
});
const batchSize = Number(values.batch);
const seconds = Number(values.seconds);
const runs = Number(values.runs);

const fake = fakeMarket();
fake.setMid(eurusd.id, '1.08');
// The market service works a quote out once per tick; the fake one would on every call.
const quote = fake.view.quote(eurusd.id);
const market = { ...fake.view, quote: () => quote };
const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
const ctx: CommandContext = {
  state,
  loader: new AccountLoader(state, {} as EngineStore),
  market,
  clock: { now: () => new Date() },
  feeType: 1,
};
const store = { order: async () => undefined } as unknown as EngineStore;
const userIds = Array.from({ length: batchSize }, (_, i) => i + 1);
for (const userId of userIds) {
  state.addAccount(userIdOf(userId), new Decimal(10_000), [], { clientOrderIdsComplete: true });
}

/** What each part took, in ms, summed over the run. */
const parts = { params: 0, command: 0, engine: 0, answer: 0, statement: 0 };
let part = performance.now();
const lap = (name: keyof typeof parts) => {
  const now = performance.now();
  parts[name] += now - part;
  part = now;
};

function answer(order: OrderRecord, key: string): string {
  const value = order.status === 1 ? valuePosition(order, market) : undefined;
  const data = orderView(order, market.instrument(order.instrumentId), value);
  return JSON.stringify({ code: 1, msg: translateServerMessage('en', key), data });
}

let sink = 0;
let clientOrderId = 0;

/** One round: every user opens an order (one batch), then closes it (the next batch). */
function round(): void {
  part = performance.now();
  const opened: OrderRecord[] = [];
  const opening = new Batch(state);
  for (const userId of userIds) {
    const body = {
      type: 1,
      cont: 0.01,
      forex_id: eurusd.id,
      status: 1,
      multiple: 100,
      client_order_id: `c${clientOrderId}`,
    };
    clientOrderId += 1;
    const parsed = endpoints.submit.params.parse(body) as Parameters<typeof submitCommand>[1];
    lap('params');
    const command = submitCommand(userId, parsed, parsed.client_order_id);
    lap('command');
    const outcome = placeOrder(ctx, commandOf<PlaceOrderCommand>(command)).apply(opening);
    if (outcome.kind !== 'opened') throw new Error('not opened');
    opened.push(outcome.order);
    lap('engine');
    sink += answer(outcome.order, 'trade.orderPlaced').length;
    lap('answer');
  }
  sink += (batchStatement(opening, state, 1).parameters[0] as string).length;
  lap('statement');
  const closing = new Batch(state);
  for (const order of opened) {
    const parsed = endpoints.close.params.parse({ id: order.id }) as { id: number };
    lap('params');
    const command = {
      userId: order.userId,
      orderId: orderIdOf(parsed.id),
      reason: CloseReason.user,
    };
    lap('command');
    const closed = closePosition(ctx, store, command).apply(closing);
    lap('engine');
    sink += answer(closed, 'order.closed').length;
    lap('answer');
  }
  sink += (batchStatement(closing, state, 1).parameters[0] as string).length;
  lap('statement');
}

const warmupEnds = performance.now() + 1000;
while (performance.now() < warmupEnds) round();
type Part = keyof typeof parts;
const names = Object.keys(parts) as Part[];
const lowest = Object.fromEntries(names.map((name) => [name, Number.POSITIVE_INFINITY])) as Record<
  Part,
  number
>;
let lowestTotal = Number.POSITIVE_INFINITY;
let commandsInAll = 0;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
for (let run = 0; run < runs; run++) {
  for (const name of names) parts[name] = 0;
  let commands = 0;
  const cpuBefore = cpuMs();
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    round();
    commands += 2 * batchSize;
  }
  const cpuUsPerCommand = ((cpuMs() - cpuBefore) * 1000) / commands;
  commandsInAll += commands;
  const wallMs = names.reduce((sum, name) => sum + parts[name], 0);
  for (const name of names) {
    lowest[name] = Math.min(lowest[name], (cpuUsPerCommand * parts[name]) / wallMs);
  }
  lowestTotal = Math.min(lowestTotal, cpuUsPerCommand);
}

const line = (label: string, text: string) => console.log(`${label.padEnd(36)}${text}`);
line('commands', `${commandsInAll} in ${runs} runs of ${seconds} s, batches of ${batchSize}`);
line('parameters (contract schema)', `${lowest.params.toFixed(2)} µs`);
line('engine command from parameters', `${lowest.command.toFixed(2)} µs`);
line('engine decision and booking', `${lowest.engine.toFixed(2)} µs`);
line('answer (order view, envelope JSON)', `${lowest.answer.toFixed(2)} µs`);
line('batch statement (its share)', `${lowest.statement.toFixed(2)} µs`);
line('CPU per command (lowest run)', `${lowestTotal.toFixed(2)} µs`);
if (sink === 0) console.log('');
