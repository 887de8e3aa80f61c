import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { hashPassword } from '../http/password.ts';
import { forgetDevices } from '../sign-in/known-devices.ts';
import { adminRoute } from './admin-route.ts';
import { audit } from './audit.ts';
import { endOperatorSessions } from './operator-sessions.ts';
import { operatorAccountView, operatorColumns } from './operator-view.ts';

export type OperatorRouteDeps = { db: Db; now: () => Date };

/** Shortest password an administrator may give an operator. */
export const operatorPasswordCharsMin = 8;

/** Administrators list operators, add them, change their role, disable them or reset their TOTP. */
export function registerOperatorRoutes(app: FastifyInstance, deps: OperatorRouteDeps): void {
  const { db } = deps;

  adminRoute(app, deps, 'adminOperators', async () => {
    const rows = await db.selectFrom('operators').select(operatorColumns).orderBy('id').execute();
    return rows.map(operatorAccountView);
  });

  adminRoute(app, deps, 'adminSaveOperator', async ({ operator, params }) => {
    if (params.password !== undefined && params.password.length < operatorPasswordCharsMin) {
      throw new ApiError('passwordTooShort', { min: operatorPasswordCharsMin });
    }
    const passwordHash = params.password ? await hashPassword(params.password) : undefined;
    const saved = await saveOperator(async () =>
      db.transaction().execute(async (tx) => {
        const clash = await tx
          .selectFrom('operators')
          .select('id')
          .where('username', '=', params.username)
          .executeTakeFirst();
        if (clash && clash.id !== params.id) throw new ApiError('operatorExists');

        if (params.id === undefined) {
          if (!passwordHash) throw new ApiError('invalidField', { field: 'password' });
          const created = await tx
            .insertInto('operators')
            .values({
              username: params.username,
              password_hash: passwordHash,
              role: params.role,
              disabled: params.disabled ?? false,
            })
            .returning(operatorColumns)
            .executeTakeFirstOrThrow();
          const after = operatorAccountView(created);
          await audit(tx, {
            operatorId: operator.id,
            action: 'operator.create',
            target: `operator:${created.id}`,
            before: null,
            after,
            at: deps.now(),
          });
          return { view: after, signOut: false };
        }

        const row = await tx
          .selectFrom('operators')
          .select(operatorColumns)
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw new ApiError('notFound');
        const disabled = params.disabled ?? row.disabled;
        // The caller is an administrator: any other role, or disabling, would lock them out.
        if (row.id === operator.id && (disabled || params.role !== 'administrator')) {
          throw new ApiError('cannotChangeSelf');
        }
        const updated = await tx
          .updateTable('operators')
          .set({
            username: params.username,
            role: params.role,
            disabled,
            ...(passwordHash ? { password_hash: passwordHash } : {}),
            ...(params.resetTotp
              ? {
                  totp_enabled: false,
                  totp_secret: null,
                  totp_pending_secret: null,
                }
              : {}),
          })
          .where('id', '=', row.id)
          .returning(operatorColumns)
          .executeTakeFirstOrThrow();
        const after = operatorAccountView(updated);
        // A new password or authenticator: the devices the old ones signed in from are strangers.
        if (passwordHash || params.resetTotp) await forgetDevices(tx, 'operator', row.id);
        await audit(tx, {
          operatorId: operator.id,
          action: 'operator.save',
          target: `operator:${row.id}`,
          before: operatorAccountView(row),
          after: {
            ...after,
            ...(passwordHash ? { passwordChanged: true } : {}),
            ...(params.resetTotp ? { totpReset: true } : {}),
          },
          at: deps.now(),
        });
        // Someone else's sessions end when their access changes; one's own stay open.
        const signOut =
          row.id !== operator.id &&
          (disabled ||
            passwordHash !== undefined ||
            params.resetTotp === true ||
            row.role !== params.role);
        return { view: after, signOut };
      }),
    );
    if (saved.signOut) await endOperatorSessions(db, saved.view.id);
    return saved.view;
  });
}

/** Two saves of one new name at once: the unique index refuses the second, told as a clash. */
async function saveOperator<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const code =
      typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    if (code === '23505') throw new ApiError('operatorExists');
    throw error;
  }
}
