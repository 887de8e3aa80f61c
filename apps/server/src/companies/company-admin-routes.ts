import { type CompanyRecord, companiesMax, companyPageSize } from '@tp/contract/admin-companies';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../accounts/demo-user.ts';
import { isPrintable } from '../accounts/printable.ts';
import { type AdminRouteDeps, adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/audit.ts';
import type { Db } from '../db/database.ts';
import { pageOffset } from '../funds/paging.ts';
import { ApiError } from '../http/api-error.ts';
import { companyInputError } from './company-input-error.ts';
import { publishedLogoId } from './company-logo.ts';
import { likePattern } from './company-routes.ts';
import {
  type CompanyRow,
  companyColumns,
  companyRecordView,
  type PublicLink,
} from './company-view.ts';

export type CompanyAdminDeps = AdminRouteDeps & { publicLink: PublicLink };

/** The provider with this name in any case, if one exists. */
const namedCompany = (db: Db, name: string) =>
  db
    .selectFrom('companies')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])))
    .executeTakeFirst();

const lockedCompany = (db: Db, id: number) =>
  db
    .selectFrom('companies')
    .select(companyColumns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

/**
 * The back office's provider directory: a list searched by name and state, a create-or-edit of
 * every field (the logo one of the broker's published images), enable and disable. Each change
 * is audited in its own transaction.
 */
export function registerCompanyAdminRoutes(app: FastifyInstance, deps: CompanyAdminDeps): void {
  const { db, publicLink } = deps;
  const view = (row: CompanyRow): CompanyRecord => companyRecordView(row, publicLink);

  adminRoute(app, deps, 'adminCompanies', async ({ params }) => {
    const offset = pageOffset(params.page, companyPageSize);
    if (params.name && !isPrintable(params.name)) throw companyInputError('name');
    let query = db.selectFrom('companies');
    if (params.name) query = query.where('name', 'ilike', likePattern(params.name));
    if (params.state) query = query.where('enabled', '=', params.state === 'enabled');
    const rows = await query
      .select(companyColumns)
      .orderBy('sort')
      .orderBy('id')
      .limit(companyPageSize)
      .offset(offset)
      .execute();
    const { total } = await query
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return { items: rows.map(view), total: Number(total) };
  });

  adminRoute(
    app,
    deps,
    'adminSaveCompany',
    async ({ operator, params }) => {
      const fields = {
        name: params.name,
        logo_file_id: await publishedLogoId(db, params.logo, publicLink),
        url: params.url,
        subject: params.subject,
        registered_address: params.registeredAddress,
        location: params.location,
        email: params.email,
      };
      const change = { operatorId: operator.id, at: deps.now(), view };
      try {
        return await db.transaction().execute(async (tx) => {
          const clash = await namedCompany(tx, params.name);
          if (clash && clash.id !== params.id) throw new ApiError('companyNameTaken');
          if (params.id === undefined) {
            const values = { ...fields, sort: params.sort ?? 0, enabled: params.enabled ?? true };
            return createCompany(tx, values, change);
          }
          return editCompany(tx, params.id, fields, params, change);
        });
      } catch (error) {
        // Two operators saving the same new name at once: the unique index decides.
        if (isUniqueViolation(error)) throw new ApiError('companyNameTaken');
        throw error;
      }
    },
    { paramError: companyInputError },
  );

  adminRoute(app, deps, 'adminSetCompanyEnabled', async ({ operator, params }) =>
    db.transaction().execute(async (tx) => {
      const current = await lockedCompany(tx, params.id);
      if (!current) throw new ApiError('companyNotFound');
      if (current.enabled === params.enabled) return view(current);
      const updated = { ...current, enabled: params.enabled };
      await tx
        .updateTable('companies')
        .set({ enabled: params.enabled })
        .where('id', '=', params.id)
        .execute();
      await audit(tx, {
        operatorId: operator.id,
        action: params.enabled ? 'company.enable' : 'company.disable',
        target: `company:${params.id}`,
        before: { enabled: current.enabled },
        after: { enabled: params.enabled },
        at: deps.now(),
      });
      return view(updated);
    }),
  );
}

/** Who changes the directory, when, and how a row is shown in the audit trail and the answer. */
type CompanyChange = { operatorId: number; at: Date; view: (row: CompanyRow) => CompanyRecord };

async function createCompany(
  tx: Db,
  values: Omit<CompanyRow, 'id'>,
  change: CompanyChange,
): Promise<CompanyRecord> {
  const { count } = await tx
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) >= companiesMax) throw new ApiError('companiesFull', { max: companiesMax });
  const created = await tx
    .insertInto('companies')
    .values(values)
    .returning(companyColumns)
    .executeTakeFirstOrThrow();
  const after = change.view(created);
  await audit(tx, {
    operatorId: change.operatorId,
    action: 'company.create',
    target: `company:${created.id}`,
    before: null,
    after,
    at: change.at,
  });
  return after;
}

/** Every field replaced; the order and the state stay as they were unless given. */
async function editCompany(
  tx: Db,
  id: number,
  fields: Omit<CompanyRow, 'id' | 'sort' | 'enabled'>,
  given: { sort?: number; enabled?: boolean },
  change: CompanyChange,
): Promise<CompanyRecord> {
  const current = await lockedCompany(tx, id);
  if (!current) throw new ApiError('companyNotFound');
  const next = {
    ...fields,
    sort: given.sort ?? current.sort,
    enabled: given.enabled ?? current.enabled,
  };
  const before = change.view(current);
  const after = change.view({ id, ...next });
  if (JSON.stringify(before) === JSON.stringify(after)) return before;
  await tx.updateTable('companies').set(next).where('id', '=', id).execute();
  await audit(tx, {
    operatorId: change.operatorId,
    action: 'company.save',
    target: `company:${id}`,
    before,
    after,
    at: change.at,
  });
  return after;
}
