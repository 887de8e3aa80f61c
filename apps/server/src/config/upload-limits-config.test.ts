import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('upload limits from the environment', () => {
  it('defaults to limits a real trader never meets, and a core left to trading', () => {
    const config = readConfig({});
    expect(config.uploadsPerDayMax).toBe(30);
    expect(config.uploadBytesPerDayMax).toBe(60 * 1024 * 1024);
    expect(config.uploadsAtOncePerUser).toBe(2);
    expect(config.uploadsAtOnce).toBe(Math.max(1, availableParallelism() - 1));
  });

  it('reads each limit, the daily bytes in MB', () => {
    const config = readConfig({
      UPLOADS_PER_DAY: '5',
      UPLOAD_MB_PER_DAY: '12',
      UPLOADS_AT_ONCE_PER_USER: '1',
      UPLOADS_AT_ONCE: '8',
    });
    expect([
      config.uploadsPerDayMax,
      config.uploadBytesPerDayMax,
      config.uploadsAtOncePerUser,
      config.uploadsAtOnce,
    ]).toEqual([5, 12 * 1024 * 1024, 1, 8]);
  });

  it('refuses a limit that would refuse every upload, or is not a whole number', () => {
    expect(() => readConfig({ UPLOADS_PER_DAY: '0' })).toThrow(/at least 1/);
    expect(() => readConfig({ UPLOADS_AT_ONCE: '-2' })).toThrow(/at least 1/);
    expect(() => readConfig({ UPLOAD_MB_PER_DAY: '1.5' })).toThrow(/whole number/);
  });
});
