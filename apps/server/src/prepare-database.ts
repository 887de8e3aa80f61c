import { ensureDefaultOperator } from './admin/default-operator.ts';
import { migrateToLatest } from './db/database.ts';
import { seedDefaults } from './db/seed.ts';
import { seedAnnouncements } from './db/seed-news.ts';
import type { PlatformBase } from './platform-types.ts';

/** Migrations, settings and the first operator: idempotent, and one process at a time. */
export async function prepareDatabase(base: PlatformBase): Promise<void> {
  await migrateToLatest(base.db);
  await seedDefaults(base.db, base.config);
  await seedAnnouncements(base.db, base.clock.now());
  await ensureDefaultOperator(base.db, base.config);
}
