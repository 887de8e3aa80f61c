import { adminRolesOf, type OperatorRole, operatorRoles } from '@tp/contract/admin-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { type BackOfficeEndpointName, backOfficeEndpoints, mayCall } from './admin-route.ts';

let platform: TestPlatform;
let client: AdminTestClient;
const tokens = new Map<OperatorRole, string>();

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  client = new AdminTestClient(platform);
  tokens.set('administrator', await client.token());
  for (const role of operatorRoles.filter((r) => r !== 'administrator')) {
    tokens.set(role, (await client.operatorWithRole(role)).token);
  }
});

afterAll(async () => {
  await platform?.close();
});

const names = Object.keys(backOfficeEndpoints) as BackOfficeEndpointName[];
const guarded = names.filter((name) => adminRolesOf[name] !== undefined);

describe('mayCall', () => {
  it('lets administrators call everything and others only what their role lists', () => {
    const operator = (role: OperatorRole) => ({ id: 1, username: 'x', role, totpEnabled: true });
    for (const name of names) {
      expect(mayCall(operator('administrator'), name), name).toBe(true);
      for (const role of operatorRoles.filter((r) => r !== 'administrator')) {
        const listed = adminRolesOf[name];
        expect(mayCall(operator(role), name), `${role} ${name}`).toBe(
          listed === undefined || listed.includes(role),
        );
      }
    }
  });

  it('guards every back-office call but sign-in, sign-out, profile and enrolment', () => {
    expect(names.filter((name) => !guarded.includes(name)).sort()).toEqual([
      'adminCaptcha',
      'adminLogin',
      'adminLogout',
      'adminMe',
      'adminTotpEnable',
      'adminTotpSetup',
    ]);
  });
});

describe('role enforcement over HTTP', () => {
  it('answers forbiddenRole to every role a call does not list, before reading its parameters', async () => {
    const audits = (await platform.db.selectFrom('audit_log').select('id').execute()).length;
    let refused = 0;
    for (const name of guarded) {
      const endpoint = backOfficeEndpoints[name];
      const allowed = adminRolesOf[name] ?? [];
      for (const role of operatorRoles.filter(
        (r) => r !== 'administrator' && !allowed.includes(r),
      )) {
        const answer = await client.call(endpoint.method, endpoint.path, {
          token: tokens.get(role),
          ...(endpoint.method === 'POST' ? { body: {} } : {}),
        });
        expect(answer, `${role} ${name}`).toEqual({
          code: 4004,
          msg: 'Your role may not do this',
          data: null,
        });
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(40);
    expect((await platform.db.selectFrom('audit_log').select('id').execute()).length).toBe(audits);
  });

  it('lets each listed role through to the call itself', async () => {
    for (const name of guarded) {
      const endpoint = backOfficeEndpoints[name];
      for (const role of adminRolesOf[name] ?? []) {
        if (endpoint.method !== 'GET') continue;
        const answer = await client.call(endpoint.method, endpoint.path, {
          token: tokens.get(role),
        });
        // Reads without their required parameters name the missing one; the others answer.
        expect([1, 1001], `${role} ${name}: ${answer.msg}`).toContain(answer.code);
      }
    }
  });

  it('tells the role refusal in Chinese too', async () => {
    const answer = await client.call('GET', '/admin-api/audit', {
      token: tokens.get('finance'),
      lang: 'hk',
    });
    expect(answer.msg).toBe('您的角色無權執行此操作');
  });
});
