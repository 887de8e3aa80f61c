import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('METRICS_TOKEN and METRICS_LISTEN', () => {
  it('serve no metrics when neither is set', () => {
    expect(readConfig({}).metrics).toEqual({ token: undefined, listen: undefined });
  });

  it('read a listener and a token', () => {
    const config = readConfig({
      METRICS_LISTEN: '127.0.0.1:9464',
      METRICS_TOKEN: ' 0123456789abcdef0123 ',
    });
    expect(config.metrics).toEqual({
      token: '0123456789abcdef0123',
      listen: { host: '127.0.0.1', port: 9464 },
    });
    expect(readConfig({ METRICS_LISTEN: '[::1]:9100' }).metrics.listen).toEqual({
      host: '::1',
      port: 9100,
    });
    expect(readConfig({ METRICS_LISTEN: 'metrics.internal:9464' }).metrics.listen?.host).toBe(
      'metrics.internal',
    );
  });

  it.each([
    '9464',
    ':9464',
    '127.0.0.1',
    '127.0.0.1:0',
    '127.0.0.1:65536',
    '127.0.0.1:94x',
    'http://127.0.0.1:9464',
    '::1:9464',
    'host name:9464',
  ])('refuse METRICS_LISTEN=%s', (value) => {
    expect(() => readConfig({ METRICS_LISTEN: value })).toThrow(/METRICS_LISTEN/);
  });

  it('refuse a token short enough to guess', () => {
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('bound the stop by SHUTDOWN_GRACE_SECONDS', () => {
    expect(readConfig({}).shutdownGraceMs).toBe(20_000);
    expect(readConfig({ SHUTDOWN_GRACE_SECONDS: '5' }).shutdownGraceMs).toBe(5_000);
    expect(() => readConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow();
  });
});
