import './lib/wasm-tiering.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { duration } from './lib/start-progress.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app } = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  // Since the process started, module loading included.
  const ms = Math.round(performance.now());
  const url = config.live
    ? `${config.live.publicUrl}/cdesk/`
    : `http://localhost:${config.port}/cdesk/`;
  app.log.info(
    { ms, providers: config.providers, listening: `${config.host}:${config.port}`, url },
    `Client Desk is serving at ${url} (started in ${duration(ms)})`,
  );
  if (
    !config.live &&
    !config.sandboxPublic &&
    !['127.0.0.1', '::1', 'localhost'].includes(config.host)
  )
    app.log.info('the sandbox pages answer this machine only; SANDBOX_PUBLIC=on opens them to all');
  if (config.live && config.demoData)
    app.log.warn(
      'DEMO_DATA=on in live mode: the demo accounts and their shared password are seeded',
    );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Client Desk failed to start:', error);
  }
  process.exit(1);
});
