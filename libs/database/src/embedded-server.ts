import { Worker } from 'node:worker_threads';
import { AUTH_SOURCE } from './embedded-auth';
import type { ScramVerifier } from './embedded-password';

/**
 * Runs PGlite and its wire-protocol socket server in a worker thread.
 *
 * Why a thread: PGlite executes queries synchronously in wasm, so on the main thread every
 * query would block the API's event loop; and PGlite loads parts of itself with dynamic
 * import(), which Jest's module sandbox refuses (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG).
 * A worker gets a plain Node module system. Its code is passed as a string so that it works
 * the same from TypeScript sources (tests) and from the compiled dist/ tree; the packages are
 * resolved here and passed as absolute paths.
 *
 * Every connection must authenticate with the password (SCRAM-SHA-256) before PGlite sees any
 * of it: see embedded-auth.ts.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
${AUTH_SOURCE}

// PGlite is one session. pglite-socket's own queue (QueryQueueManager) hands it one protocol
// message at a time, in arrival order across connections, and keeps a connection's turn only
// inside a transaction.
// The extended protocol sends a query as several messages (Parse, Bind, Describe, Execute, then
// Sync), so two connections' queries could interleave there: one's Bind would meet the other's
// Parse. This queue keeps the session with one connection from its first extended message to
// its Sync, and for as long as a transaction it opened is open. Every connection's handler
// is given this queue in place of the library's.
const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]); // P B D E C H
const SYNC = 0x53;
class SessionQueue {
  constructor(db) { this.db = db; this.queue = []; this.owner = null; this.processing = false; }
  enqueue(handlerId, message, onData) {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      this.process();
    });
  }
  async process() {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const at = this.owner === null ? 0 : this.queue.findIndex((q) => q.handlerId === this.owner);
        if (at === -1) break; // the owner's next message has not arrived yet
        const item = this.queue.splice(at, 1)[0];
        let bytes = 0;
        try {
          await this.db.runExclusive(() => this.db.execProtocolRawStream(item.message, { onRawData: (d) => { bytes += d.length; item.onData(d); } }));
          item.resolve(bytes);
        } catch (e) {
          item.reject(e);
        }
        const type = item.message[0];
        const midQuery = EXTENDED.has(type) && type !== SYNC;
        this.owner = midQuery || this.db.isInTransaction() ? item.handlerId : null;
      }
    } finally {
      this.processing = false;
    }
  }
  getQueueLength() { return this.queue.length; }
  clearQueueForHandler(handlerId) {
    this.queue = this.queue.filter((q) => (q.handlerId === handlerId ? (q.reject(new Error('Handler disconnected')), false) : true));
  }
  async clearTransactionIfNeeded(handlerId) {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    await this.process();
  }
}

(async () => {
  const { PGlite } = require(workerData.pglitePath);
  const { PGLiteSocketHandler } = require(workerData.socketPath);
  const db = await PGlite.create(workerData.dataDir || 'memory://');
  const v = workerData.verifier;
  // The library's PGLiteSocketServer would admit anyone; its per-connection handler is used
  // behind a server that authenticates first (embedded-auth.ts).
  const server = new AuthenticatingServer({
    Handler: PGLiteSocketHandler,
    queryQueue: new SessionQueue(db),
    verifier: {
      salt: Buffer.from(v.salt, 'base64'), iterations: v.iterations,
      storedKey: Buffer.from(v.storedKey, 'base64'), serverKey: Buffer.from(v.serverKey, 'base64'),
    },
    user: workerData.user,
    maxConnections: workerData.maxConnections,
    authTimeoutMs: workerData.authTimeoutMs,
  });
  const conn = await server.start();
  parentPort.on('message', async (message) => {
    if (message !== 'close') return;
    let error;
    try { await server.stop(); await db.close(); } catch (e) { error = String((e && e.stack) || e); }
    parentPort.postMessage({ type: 'closed', error });
  });
  parentPort.postMessage({ type: 'ready', conn });
})().catch((e) => parentPort.postMessage({ type: 'failed', error: String((e && e.stack) || e) }));
`;

export interface EmbeddedServer {
  /** host:port of the socket server */
  conn: string;
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  dataDir?: string;
  maxConnections: number;
  /** How clients prove they know the password (the password itself stays in this thread). */
  verifier: ScramVerifier;
  /** The one user name admitted. */
  user: string;
  /** A connection that has not authenticated by then is closed (default 15 s). */
  authTimeoutMs?: number;
}

export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      dataDir: options.dataDir,
      maxConnections: options.maxConnections,
      verifier: options.verifier,
      user: options.user,
      authTimeoutMs: options.authTimeoutMs ?? 15_000,
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
