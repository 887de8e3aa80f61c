import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { type RouteDeps, route } from '../http/route.ts';
import { readSettings, wholeNumber } from './read-settings.ts';

/**
 * Settings anyone may read through /api/default/setting. Others (stop-out level, demo
 * balance, whatever the operator adds) stay server-side: asking for them answers notFound,
 * exactly like a key that does not exist.
 */
export const publicSettingKeys: readonly string[] = [
  'is_show_mobile',
  'service_link',
  'service_link_type',
  'verify_reg_type',
  'trade_fee_type',
  'register_invite_required',
  'complaint_email',
];

/** getBasicInfo, setting and area_list (spec §7, Setup); the company calls are in `companies/`. */
export function registerSettingsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, deps, 'basicInfo', async () => {
    const values = await readSettings(db, [
      'service_link',
      'service_link_type',
      'verify_reg_type',
      'trade_fee_type',
    ]);
    return {
      service_link: values.get('service_link') ?? '',
      service_link_type: wholeNumber(values.get('service_link_type'), 1),
      verify_reg_type: wholeNumber(values.get('verify_reg_type'), 1),
      trade_fee_type: wholeNumber(values.get('trade_fee_type'), 1),
    };
  });

  route(app, deps, 'setting', async ({ params }) => {
    if (!publicSettingKeys.includes(params.key)) throw new ApiError('notFound');
    const value = (await readSettings(db, [params.key])).get(params.key);
    if (value === undefined) throw new ApiError('notFound');
    return { key: params.key, value };
  });

  route(app, deps, 'areaList', async () =>
    db
      .selectFrom('area_codes')
      .select(['id', 'global_code', 'code'])
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  );
}
