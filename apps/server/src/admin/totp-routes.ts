import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { adminRoute } from './admin-route.ts';
import { audit } from './audit.ts';
import { operatorAccountView, operatorColumns } from './operator-view.ts';
import { base32Decode, matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';
import { openSecret, type SecretKey, sealSecret } from './totp-secret-box.ts';

export type TotpRouteDeps = { db: Db; now: () => Date; totpKey: SecretKey; totpIssuer: string };

/**
 * Enrolment in two-factor sign-in: setup hands out a fresh secret (kept pending), enable
 * makes it the operator's once a code from it checks out. Enrolling again replaces the old
 * secret only when the new one is proven.
 */
export function registerTotpRoutes(app: FastifyInstance, deps: TotpRouteDeps): void {
  const { db } = deps;

  adminRoute(app, deps, 'adminTotpSetup', async ({ operator }) => {
    const secret = newTotpSecret();
    await db.transaction().execute(async (tx) => {
      const before = await tx
        .selectFrom('operators')
        .select(['totp_enabled', 'totp_pending_secret'])
        .where('id', '=', operator.id)
        .executeTakeFirstOrThrow();
      await tx
        .updateTable('operators')
        .set({ totp_pending_secret: sealSecret(secret, deps.totpKey) })
        .where('id', '=', operator.id)
        .execute();
      await audit(tx, {
        operatorId: operator.id,
        action: 'operator.totpSetup',
        target: `operator:${operator.id}`,
        before: {
          totpEnabled: before.totp_enabled,
          enrolling: before.totp_pending_secret !== null,
        },
        after: { totpEnabled: before.totp_enabled, enrolling: true },
        at: deps.now(),
      });
    });
    return {
      secret,
      otpauthUrl: otpauthUrl({ issuer: deps.totpIssuer, account: operator.username, secret }),
    };
  });

  adminRoute(app, deps, 'adminTotpEnable', async ({ operator, params }) =>
    db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('operators')
        .select([...operatorColumns, 'totp_pending_secret', 'totp_last_step'])
        .where('id', '=', operator.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (!row.totp_pending_secret) throw new ApiError('totpEnrolRequired');
      const secret = openSecret(row.totp_pending_secret, deps.totpKey);
      const secretBytes = secret ? base32Decode(secret) : undefined;
      if (!secretBytes) throw new ApiError('totpEnrolRequired');
      const step = matchTotp({
        secret: secretBytes,
        code: params.code,
        at: deps.now(),
        // A new secret: only codes later than the last one accepted at sign-in count.
        usedStep: Number(row.totp_last_step),
      });
      if (step === undefined) throw new ApiError('wrongTotp');
      const after = await tx
        .updateTable('operators')
        .set({
          totp_secret: row.totp_pending_secret,
          totp_pending_secret: null,
          totp_enabled: true,
          totp_last_step: step,
        })
        .where('id', '=', operator.id)
        .returning(operatorColumns)
        .executeTakeFirstOrThrow();
      await audit(tx, {
        operatorId: operator.id,
        action: 'operator.totpEnable',
        target: `operator:${operator.id}`,
        before: { totpEnabled: row.totp_enabled },
        after: { totpEnabled: true },
        at: deps.now(),
      });
      return operatorAccountView(after);
    }),
  );
}
