import type { FastifyInstance } from 'fastify';
import { isPrintable } from '../accounts/printable.ts';
import { ApiError } from '../http/api-error.ts';
import { type RouteDeps, route } from '../http/route.ts';
import { readSettings, wholeNumber } from '../settings/read-settings.ts';
import { companyColumns, companyView, type PublicLink } from './company-view.ts';

/** Provider companies answered by one search at most. */
export const companiesPerSearchMax = 100;

/** `%` and `_` in a search are matched as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type CompanyRouteDeps = RouteDeps & { publicLink: PublicLink };

/** Site status and provider search (main mode): only enabled providers are ever answered. */
export function registerCompanyRoutes(app: FastifyInstance, deps: CompanyRouteDeps): void {
  const { db } = deps;

  route(app, deps, 'companyStatus', async () => {
    const values = await readSettings(db, ['company_status', 'company_type', 'loss_address']);
    return {
      status: wholeNumber(values.get('company_status'), 1),
      loss_address: values.get('loss_address') ?? '',
      type: wholeNumber(values.get('company_type'), 1),
    };
  });

  route(app, deps, 'companies', async ({ params }) => {
    let query = db.selectFrom('companies').select(companyColumns).where('enabled', '=', true);
    if (params.name && !isPrintable(params.name))
      throw new ApiError('invalidField', { field: 'name' });
    if (params.name) query = query.where('name', 'ilike', likePattern(params.name));
    const rows = await query.orderBy('sort').orderBy('id').limit(companiesPerSearchMax).execute();
    return rows.map((row) => companyView(row, deps.publicLink));
  });
}
