import type { CategoryConfig, SiteSettings } from '@tp/contract/admin-operations';
import { OrderStatus } from '@tp/contract/entities';
import { languages } from '@tp/contract/languages';
import { translateServerMessage } from '@tp/contract/server-messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { adminRoute } from './admin-route.ts';
import { audit } from './audit.ts';
import {
  instrumentColumns,
  instrumentConfigError,
  instrumentConfigView,
} from './instrument-config.ts';
import {
  readSiteSettings,
  type SettingName,
  settingError,
  settingNames,
  settingText,
} from './site-settings.ts';

/** What configuration changes reach at once besides the database. */
export type LiveConfiguration = {
  /** Re-reads the catalogue: quotes take the new spread, the engine the new terms. */
  reloadInstruments(): Promise<void>;
  /** Whether the current prices convert an amount in this currency to USD. */
  convertsToUsd(currency: string): boolean;
  /** Settings the engine holds in memory (stop-out level, fee type). */
  settingsChanged(settings: SiteSettings): Promise<void>;
};

export type ConfigRouteDeps = { db: Db; now: () => Date; live: LiveConfiguration };

/** Instruments, categories and site settings: validated, audited, and applied live. */
export function registerConfigRoutes(app: FastifyInstance, deps: ConfigRouteDeps): void {
  registerInstrumentRoutes(app, deps);
  registerCategoryRoutes(app, deps);
  registerSettingRoutes(app, deps);
}

function registerInstrumentRoutes(app: FastifyInstance, deps: ConfigRouteDeps): void {
  const { db } = deps;
  adminRoute(app, deps, 'adminInstruments', async () => {
    const rows = await db
      .selectFrom('instruments')
      .selectAll()
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(instrumentConfigView);
  });

  adminRoute(
    app,
    deps,
    'adminSaveInstrument',
    async ({ operator, params, lang }) => {
      const saved = await db.transaction().execute(async (tx) => {
        const current = await tx
          .selectFrom('instruments')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw new ApiError('instrumentNotFound');
        const category = await tx
          .selectFrom('categories')
          .select('id')
          .where('id', '=', params.categoryId)
          .executeTakeFirst();
        const openOrder = await tx
          .selectFrom('orders')
          .select('id')
          .where('instrument_id', '=', params.id)
          .where('status', 'in', [OrderStatus.pending, OrderStatus.holding])
          .limit(1)
          .executeTakeFirst();
        const reason = instrumentConfigError(params, {
          current,
          categoryExists: category !== undefined,
          hasOpenOrders: openOrder !== undefined,
          convertsToUsd: deps.live.convertsToUsd,
        });
        if (reason) {
          throw new ApiError('instrumentInvalid', { reason: translateServerMessage(lang, reason) });
        }
        const updated = await tx
          .updateTable('instruments')
          .set(instrumentColumns(params))
          .where('id', '=', params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const after = instrumentConfigView(updated);
        await audit(tx, {
          operatorId: operator.id,
          action: 'instrument.save',
          target: `instrument:${params.id}`,
          before: instrumentConfigView(current),
          after,
          at: deps.now(),
        });
        return after;
      });
      await deps.live.reloadInstruments();
      return saved;
    },
    {
      paramError: (field, lang) =>
        new ApiError('instrumentInvalid', {
          reason: translateServerMessage(lang, 'admin.instrumentField', { field }),
        }),
    },
  );
}

function categoryView(row: {
  id: number;
  code: string;
  names: Record<string, string>;
  sort: number;
}) {
  return { id: row.id, code: row.code, names: row.names, sort: row.sort };
}

function registerCategoryRoutes(app: FastifyInstance, deps: ConfigRouteDeps): void {
  const { db } = deps;
  adminRoute(app, deps, 'adminCategories', async () => {
    const rows = await db
      .selectFrom('categories')
      .selectAll()
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(categoryView);
  });

  adminRoute(app, deps, 'adminSaveCategory', async ({ operator, params }) => {
    const names = categoryNames(params.names);
    const code = params.code.trim();
    if (!/^[a-z0-9][a-z0-9_-]{0,31}$/.test(code))
      throw new ApiError('invalidField', { field: 'code' });
    return db.transaction().execute(async (tx) => {
      const clash = await tx
        .selectFrom('categories')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirst();
      if (clash && clash.id !== params.id) throw new ApiError('invalidField', { field: 'code' });
      const values = { code, names: JSON.stringify(names), sort: params.sort };
      if (params.id === undefined) {
        const created = await tx
          .insertInto('categories')
          .values(values)
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(tx, {
          operatorId: operator.id,
          action: 'category.create',
          target: `category:${created.id}`,
          before: null,
          after: categoryView(created),
          at: deps.now(),
        });
        return categoryView(created);
      }
      const current = await tx
        .selectFrom('categories')
        .selectAll()
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new ApiError('notFound');
      const updated = await tx
        .updateTable('categories')
        .set(values)
        .where('id', '=', params.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(tx, {
        operatorId: operator.id,
        action: 'category.save',
        target: `category:${params.id}`,
        before: categoryView(current),
        after: categoryView(updated),
        at: deps.now(),
      });
      return categoryView(updated);
    });
  });
}

/** Names by language: English required, only the platform's languages, each 1–64 characters. */
function categoryNames(names: CategoryConfig['names']): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [lang, name] of Object.entries(names)) {
    const trimmed = name.trim();
    if (!(languages as readonly string[]).includes(lang) || trimmed.length > 64) {
      throw new ApiError('invalidField', { field: `names.${lang}` });
    }
    if (trimmed) clean[lang] = trimmed;
  }
  if (!clean.en) throw new ApiError('invalidField', { field: 'names.en' });
  return clean;
}

function registerSettingRoutes(app: FastifyInstance, deps: ConfigRouteDeps): void {
  const { db } = deps;
  adminRoute(app, deps, 'adminSettings', async () => readSiteSettings(db));

  adminRoute(
    app,
    deps,
    'adminSaveSettings',
    async ({ operator, params }) => {
      const given = settingNames.filter((name) => params[name] !== undefined);
      const saved = await db.transaction().execute(async (tx) => {
        const current = await readSiteSettings(tx);
        const next: SiteSettings = { ...current };
        for (const name of given) {
          const value = params[name];
          Object.assign(next, { [name]: typeof value === 'string' ? value.trim() : value });
        }
        const invalid = settingError(next);
        if (invalid) throw new ApiError('invalidSetting', { field: invalid });
        const changed = given.filter((name) => next[name] !== current[name]);
        if (changed.length === 0) return next;
        await tx
          .insertInto('settings')
          .values(changed.map((name) => ({ key: name, value: settingText(next[name]) })))
          .onConflict((oc) =>
            oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
          )
          .execute();
        await audit(tx, {
          operatorId: operator.id,
          action: 'settings.save',
          target: `setting:${changed.join(',')}`,
          before: pick(current, changed),
          after: pick(next, changed),
          at: deps.now(),
        });
        return next;
      });
      await deps.live.settingsChanged(saved);
      return saved;
    },
    { paramError: (field) => new ApiError('invalidSetting', { field }) },
  );
}

const pick = (settings: SiteSettings, names: readonly SettingName[]) =>
  Object.fromEntries(names.map((name) => [name, settings[name]]));
