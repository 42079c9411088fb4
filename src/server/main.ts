import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';
import { ensureDemoData } from './bootstrap/demo.js';
import { demoPassword, demoUsers, ensureDemoUsers } from './bootstrap/demo-users.js';
import { withBootstrapLock } from './bootstrap/lock.js';
import { openRuntime } from './runtime/runtime.js';
import { createLogger } from './system/logger.js';
import { onShutdownSignal } from './system/shutdown.js';
import { listenWhileStarting } from './system/starting.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const starting = await listenWhileStarting(config, logger);
  const runtime = await openRuntime(config, { logger });
  await withBootstrapLock(runtime.database, async () => {
    if (config.demoData && (await ensureDemoUsers(runtime))) {
      logger.info('Created the demo team. Sign in with any of these, password "%s":', demoPassword);
      for (const user of demoUsers) logger.info('  %s (%s)', user.email, user.role);
    }
    await ensureDemoData(runtime, logger);
  });
  const app = await buildApp({
    ...runtime,
    webRoot: path.join(projectRoot, 'dist/web'),
    logger,
    runJobs: true,
  });
  onShutdownSignal(logger, async () => {
    await app.close();
    await runtime.close();
  });
  await starting.close();
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      logger.fatal(
        'Port %d is already in use on %s: stop the other program or choose another PORT.',
        config.port,
        config.host,
      );
      await runtime.close();
      process.exit(1);
    }
    throw error;
  }
  logger.info(
    'Humidor is ready on %s (%s database)',
    config.publicUrl,
    runtime.database.dialect === 'sqlite' ? `SQLite at ${config.dataDir}` : 'PostgreSQL',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
