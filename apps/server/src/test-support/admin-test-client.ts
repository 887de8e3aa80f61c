import { randomUUID } from 'node:crypto';
import type { OperatorRole } from '@tp/contract/admin-operations';
import { base32Decode, totpCode, totpStepSeconds } from '../admin/totp.ts';
import type { TestPlatform } from './test-platform.ts';

export type AdminAnswer<T = unknown> = { code: number; msg: string; data: T };

type CallOptions = {
  token?: string;
  body?: Record<string, unknown>;
  /** Each caller may take its own client address so one test's login limit leaves others alone. */
  ip?: string;
  lang?: string;
};

/**
 * Drives the back-office API through `inject()` the way the admin app does: password, then an
 * authenticator code computed from the secret the operator enrolled. Tests keep the secrets.
 */
export class AdminTestClient {
  readonly deviceId = randomUUID();
  private readonly secrets = new Map<string, string>();
  private readonly tokens = new Map<string, string>();
  private created = 0;
  private signIns: Promise<unknown> = Promise.resolve();

  constructor(private readonly platform: TestPlatform) {}

  async call<T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    options: CallOptions = {},
  ): Promise<AdminAnswer<T>> {
    const res = await this.platform.app.inject({
      method,
      url,
      remoteAddress: options.ip ?? '10.9.0.1',
      headers: {
        lang: options.lang ?? 'en',
        ...(options.token ? { authorization: options.token } : {}),
      },
      ...(options.body ? { payload: options.body } : {}),
    });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
    return res.json() as AdminAnswer<T>;
  }

  /** The code of the operator's authenticator now, on a step no earlier code of theirs used. */
  code(username: string): string {
    const secret = this.secrets.get(username);
    const bytes = secret ? base32Decode(secret) : undefined;
    if (!bytes) throw new Error(`${username} has no enrolled secret here`);
    this.platform.clock.advance(totpStepSeconds * 1000);
    return totpCode(bytes, this.platform.clock.now());
  }

  secretOf(username: string): string | undefined {
    return this.secrets.get(username);
  }

  /** Takes a secret enrolled outside this client (a test that enrols by hand). */
  remember(username: string, secret: string): void {
    this.secrets.set(username, secret);
  }

  /**
   * Signs in as the back office does, from its one browser: the device id it sends makes the
   * operators who signed in here before known, so strangers' failures never ask them for a captcha.
   */
  login(username: string, password: string, totp?: string, ip?: string) {
    return this.call<{ token: string; operator: { id: number; totpEnabled: boolean } }>(
      'POST',
      '/admin-api/login',
      {
        body: {
          username,
          password,
          deviceId: this.deviceId,
          ...(totp === undefined ? {} : { totp }),
        },
        ip,
      },
    );
  }

  /** Setup and enable with a session that has not enrolled yet; answers the secret. */
  async enrol(username: string, token: string): Promise<string> {
    const setup = await this.call<{ secret: string }>('POST', '/admin-api/totp/setup', { token });
    if (setup.code !== 1) throw new Error(`setup: ${setup.msg}`);
    this.secrets.set(username, setup.data.secret);
    const enabled = await this.call('POST', '/admin-api/totp/enable', {
      token,
      body: { code: this.code(username) },
    });
    if (enabled.code !== 1) throw new Error(`enable: ${enabled.msg}`);
    return setup.data.secret;
  }

  /**
   * A full session: signs in, enrolling the authenticator first if needed. Cached per name.
   * Sign-ins run one at a time, whoever asks: each code moves the platform's clock a step, so a
   * code made before another sign-in's would be two steps old when the server checked it.
   */
  token(username = 'admin', password = 'admin'): Promise<string> {
    const turn = this.signIns.then(() => this.signIn(username, password));
    this.signIns = turn.catch(() => undefined);
    return turn;
  }

  private async signIn(username: string, password: string): Promise<string> {
    const cached = this.tokens.get(username);
    if (cached) return cached;
    const knownSecret = this.secrets.has(username);
    const answer = await this.login(
      username,
      password,
      knownSecret ? this.code(username) : undefined,
    );
    if (answer.code !== 1) throw new Error(`login ${username}: ${answer.msg}`);
    if (!answer.data.operator.totpEnabled) await this.enrol(username, answer.data.token);
    this.tokens.set(username, answer.data.token);
    return answer.data.token;
  }

  forget(username: string): void {
    this.tokens.delete(username);
  }

  /** An enrolled operator of the role, created by the administrator; answers a session token. */
  async operatorWithRole(role: OperatorRole, username = `${role}-${++this.created}`) {
    const created = await this.call<{ id: number }>('POST', '/admin-api/operators/save', {
      token: await this.token(),
      body: { username, role, password: 'operator-password' },
    });
    if (created.code !== 1) throw new Error(`create ${username}: ${created.msg}`);
    return {
      id: created.data.id,
      username,
      token: await this.token(username, 'operator-password'),
    };
  }
}
