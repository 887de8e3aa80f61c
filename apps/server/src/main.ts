import { readConfig } from './config/config.ts';
import { DatabaseFromNewerVersion } from './db/database.ts';
import { startPlatform } from './platform.ts';
import { stopOnSignals } from './shutdown/stop-on-signals.ts';

const config = readConfig();
try {
  const platform = await startPlatform(config);
  await platform.app.listen({ port: config.port, host: config.host });
  stopOnSignals(platform, { graceMs: config.shutdownGraceMs, log: platform.app.log });
} catch (error) {
  // A database this version must not touch: said plainly, without a stack trace.
  if (!(error instanceof DatabaseFromNewerVersion)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}
