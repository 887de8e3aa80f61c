import { readConfig } from './config/config.ts';
import { startPlatform } from './platform.ts';

const config = readConfig();
const platform = await startPlatform(config);
await platform.app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void platform.close().then(() => process.exit(0));
  });
}
