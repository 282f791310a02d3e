import { Worker } from 'node:worker_threads';

/**
 * Runs PGlite and its wire-protocol socket server in a worker thread.
 *
 * Why a thread: PGlite executes queries synchronously in wasm, so on the main thread every
 * query would block the API's event loop; and PGlite loads parts of itself with dynamic
 * import(), which Jest's module sandbox refuses (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG).
 * A worker gets a plain Node module system. Its code is passed as a string so that it works
 * the same from TypeScript sources (tests) and from the compiled dist/ tree; the packages are
 * resolved here and passed as absolute paths.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { PGlite } = require(workerData.pglitePath);
  const { PGLiteSocketServer } = require(workerData.socketPath);
  const db = await PGlite.create(workerData.dataDir || 'memory://');
  const server = new PGLiteSocketServer({
    db, host: '127.0.0.1', port: 0, maxConnections: workerData.maxConnections,
  });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message !== 'close') return;
    let error;
    try { await server.stop(); await db.close(); } catch (e) { error = String((e && e.stack) || e); }
    parentPort.postMessage({ type: 'closed', error });
  });
  parentPort.postMessage({ type: 'ready', conn: server.getServerConn() });
})().catch((e) => parentPort.postMessage({ type: 'failed', error: String((e && e.stack) || e) }));
`;

export interface EmbeddedServer {
  /** host:port of the socket server */
  conn: string;
  stop(): Promise<void>;
}

export async function startEmbeddedServer(options: { dataDir?: string; maxConnections: number }): Promise<EmbeddedServer> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      dataDir: options.dataDir,
      maxConnections: options.maxConnections,
      pglitePath: require.resolve('@electric-sql/pglite'),
      socketPath: require.resolve('@electric-sql/pglite-socket'),
    },
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  const conn = await new Promise<string>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`embedded database exited during startup (code ${code})`)));
    worker.once('message', (m: { type: string; conn?: string; error?: string }) => {
      if (m.type === 'ready' && m.conn) resolve(m.conn);
      else reject(new Error(`embedded database failed to start: ${m.error ?? m.type}`));
    });
  }).catch(async (err) => {
    await worker.terminate();
    throw err;
  });
  worker.removeAllListeners('error');
  worker.removeAllListeners('exit');
  worker.on('error', (err) => console.error(`[database] embedded database worker failed: ${err.message}`));

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const closed = new Promise<{ error?: string }>((resolve) =>
        worker.on('message', (m: { type: string; error?: string }) => m.type === 'closed' && resolve(m)),
      );
      worker.postMessage('close');
      // Closing flushes a file-backed database to disk; give it time, but never hang forever.
      const result: { error?: string } = await Promise.race([
        closed,
        exited.then(() => ({})),
        delay(30_000).then(() => ({ error: 'timeout' })),
      ]);
      // db.close() has flushed everything; PGlite may keep handles that would hold the
      // thread open, so end it rather than wait for it to drain.
      await worker.terminate();
      if (result.error) throw new Error(`embedded database did not close cleanly: ${result.error}`);
    })();
    return stopping;
  };
  return { conn, stop };
}

function delay(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms).unref());
}
