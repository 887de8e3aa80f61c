import { Decimal } from '@tp/domain/decimal';
import { marginAlertLevelMaxPct, marginAlertLevelValid } from '@tp/domain/margin-alert';
import { alertLevelAhead, isAlertDirection } from '@tp/domain/price-alert';
import type { FastifyInstance } from 'fastify';
import { readSiteSettings } from '../admin/site-settings.ts';
import { ApiError } from '../http/api-error.ts';
import { type RouteDeps, route } from '../http/route.ts';
import type { MarketService } from '../market/market-service.ts';
import type { Bus } from '../realtime/bus.ts';
import { announceAlertsChanged } from './alerts-changed.ts';
import { readMarginAlert, setMarginAlert } from './margin-alert-store.ts';
import { addPriceAlert, readPriceAlerts, removePriceAlert } from './price-alert-store.ts';

export type AlertRouteDeps = RouteDeps & {
  market: Pick<MarketService, 'instrument' | 'quote'>;
  bus: Bus;
};

/** Prices past this are no instrument's: refused before they reach a numeric column. */
const alertPriceMax = new Decimal('1e12');

/** A number from the wire as the decimal it was written as (never through binary arithmetic). */

/**
 * `alert/list`, `add`, `remove`: the signed-in trader's price alerts (demo or real), each
 * answering the list as it now is; `alert/margin` and `margin_set`: their margin alert. Every
 * change is announced to the watcher where the engine leads.
 */
export function registerAlertRoutes(app: FastifyInstance, deps: AlertRouteDeps): void {
  const { db, market, bus } = deps;
  const precisionOf = (instrumentId: number) =>
    market.instrument(instrumentId)?.terms.pricePrecision;
  const list = (userId: number) => readPriceAlerts(db, userId, precisionOf);

  route(app, deps, 'alertList', async ({ user }) => list(user.id));

  route(app, deps, 'alertAdd', async ({ user, params }) => {
    const instrument = market.instrument(params.forex_id);
    if (!instrument) throw new ApiError('instrumentNotFound');
    if (!isAlertDirection(params.direction)) {
      throw new ApiError('invalidField', { field: 'direction' });
    }
    const repeat = params.repeat ?? 0;
    if (repeat !== 0 && repeat !== 1) throw new ApiError('invalidField', { field: 'repeat' });
    const digits = instrument.terms.pricePrecision;
    const level = params.price;
    if (!level.gt(0) || level.gte(alertPriceMax) || level.decimalPlaces() > digits) {
      throw new ApiError('alertPriceInvalid', { digits });
    }
    const quote = market.quote(instrument.id);
    if (!quote) throw new ApiError('noPrice');
    if (!alertLevelAhead({ direction: params.direction, level, price: quote.mid })) {
      throw new ApiError('alertPriceReached', { price: quote.mid.toFixed(digits) });
    }
    await addPriceAlert(db, {
      userId: user.id,
      instrumentId: instrument.id,
      direction: params.direction,
      level,
      repeat: repeat === 1,
      at: deps.now(),
    });
    announceAlertsChanged(bus, user.id);
    return list(user.id);
  });

  route(app, deps, 'alertRemove', async ({ user, params }) => {
    if (!Number.isSafeInteger(params.id) || params.id < 1) throw new ApiError('notFound');
    await removePriceAlert(db, user.id, params.id);
    announceAlertsChanged(bus, user.id);
    return list(user.id);
  });

  const stopOutLevel = async () => (await readSiteSettings(db)).stop_out_level;

  route(app, deps, 'alertMargin', async ({ user }) =>
    readMarginAlert(db, user.id, await stopOutLevel()),
  );

  route(app, deps, 'alertMarginSet', async ({ user, params }) => {
    const stopOutLevelPct = await stopOutLevel();
    const levelPct = params.level;
    if (levelPct && !levelPct.isZero() && !marginAlertLevelValid({ levelPct, stopOutLevelPct })) {
      throw new ApiError('marginAlertLevelInvalid', {
        level: stopOutLevelPct,
        max: marginAlertLevelMaxPct.toNumber(),
      });
    }
    await setMarginAlert(db, user.id, levelPct?.isZero() ? undefined : levelPct, deps.now());
    announceAlertsChanged(bus, user.id);
    return readMarginAlert(db, user.id, stopOutLevelPct);
  });
}
