import { randomBytes } from 'node:crypto';
import { Decimal } from '@tp/domain/decimal';
import { hashPassword } from '../http/password.ts';
import type { TestPlatform } from './test-platform.ts';

/**
 * A real (registered) trader put straight into the database with an account opened through
 * the engine, for back-office tests that are not about registration.
 */
export async function realTrader(
  platform: TestPlatform,
  options: {
    email?: string;
    mobile?: string;
    areaCode?: string;
    balance?: string;
    createdAt?: Date;
    password?: string;
    /** The risk disclosure and terms accepted, as registration records them. */
    consent?: { version: string; at: Date };
  } = {},
): Promise<{ userId: number; uid: string; email: string; password: string }> {
  const suffix = randomBytes(4).toString('hex');
  const email = options.email ?? `trader-${suffix}@example.com`;
  const password = options.password ?? 'trader-password';
  const uid = String(30_000_000 + Number.parseInt(suffix.slice(0, 6), 16));
  const row = await platform.db
    .insertInto('users')
    .values({
      uid,
      email,
      password_hash: await hashPassword(password),
      is_demo: false,
      invite_code: `R${suffix}`.toUpperCase(),
      mobile: options.mobile ?? null,
      area_code: options.areaCode ?? null,
      // The test clock, so that dashboards counting by date see it where the test expects.
      created_at: options.createdAt ?? platform.clock.now(),
      terms_version: options.consent?.version ?? null,
      terms_accepted_at: options.consent?.at ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await platform.engine.openAccount({
    userId: row.id,
    initialBalance: new Decimal(options.balance ?? '1000'),
    memo: 'financial.ledgerDeposit',
  });
  return { userId: row.id, uid, email, password };
}
