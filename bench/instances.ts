/**
 * Benchmarks that run several server processes on one PostgreSQL database: the script forks
 * itself with `--serve`, and each child runs one server as `npm start` does, with the rate
 * limits raised for the run.
 */
import { fork, type ChildProcess } from 'node:child_process';

/** One server process of `script`; resolves with its GraphQL URL once it listens. */
export function startServer(script: string, databaseUrl: string, name: string): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(script, ['--serve', databaseUrl, name], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { url: string }) => resolve({ url: m.url, child }));
    child.once('exit', (code) => reject(new Error(`server ${name} exited with ${code}`)));
  });
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One server as `npm start` runs it; its URL goes to the parent. */
async function serve(databaseUrl: string, instanceId: string): Promise<void> {
  const { startApi } = await import('../apps/api/src/app');
  const { createLogger } = await import('../apps/api/src/logging');
  const many = 1_000_000_000;
  const api = await startApi(
    { port: 0, host: '127.0.0.1', databaseUrl, dataDir: '' },
    {
      log: createLogger('warn'),
      instanceId,
      rateLimits: { anonymous: many, account: many, apiKey: many, player: many },
    },
  );
  process.send?.({ url: `${api.url}/graphql` });
  process.once('SIGTERM', () => void api.close().then(() => process.exit(0)));
}

/** Runs the benchmark, or, in a child forked by `startServer`, its server (instance `<bench>-<name>`). */
export function runBenchOrServer(bench: string, main: () => Promise<void>): void {
  if (process.argv[2] === '--serve') {
    serve(process.argv[3], `${bench}-${process.argv[4]}`).catch((e: Error) => {
      console.error(`server ${process.argv[4]} could not start: ${e.message}`);
      process.exit(1);
    });
  } else {
    main().catch((e: Error) => {
      console.error(e.message);
      process.exit(1);
    });
  }
}
