/**
 * The embedded database's socket server, as JavaScript source for its worker thread (see
 * embedded-server.ts for why a string): it admits a connection only after SCRAM-SHA-256
 * password authentication, then hands it to @electric-sql/pglite-socket's connection handler.
 *
 * PGlite answers every StartupMessage with AuthenticationOk, for any user and no password, so
 * the library's own server lets anyone on the machine in. Here the startup phase is played
 * before PGlite sees a byte of the connection:
 *
 *   client                          this server                    PGlite (via the handler)
 *   SSLRequest / GSSENCRequest  ->  'N' (no encryption: localhost only)
 *   StartupMessage (user=…)     ->  kept; a user other than "postgres" is refused
 *                               <-  AuthenticationSASL [SCRAM-SHA-256]
 *   SASLInitialResponse         ->
 *                               <-  AuthenticationSASLContinue (nonce, salt, iterations)
 *   SASLResponse (proof)        ->  proof checked against the verifier
 *                               <-  AuthenticationSASLFinal (server signature)
 *                                   the kept StartupMessage, then the rest  ->  AuthenticationOk,
 *                                                                              ParameterStatus…,
 *                                                                              ReadyForQuery
 *
 * A failure is answered with a FATAL ErrorResponse (28P01 for a wrong password, as PostgreSQL
 * does) and the connection is closed; whatever the client sent meanwhile is dropped unread.
 *
 * Kept in a String.raw so backslashes reach the worker as written; the source must hold no
 * backtick and no dollar-brace.
 */
export const AUTH_SOURCE = String.raw`
const net = require('node:net');
const crypto = require('node:crypto');

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
// PostgreSQL's own bound on a startup packet; SASL messages are a few hundred bytes.
const MAX_STARTUP_LENGTH = 10000;
const MAX_AUTH_MESSAGE_LENGTH = 4096;

/** Why a connection is refused: an SQLSTATE for the client, or none when it has gone. */
class Refusal extends Error {
  constructor(code, message) { super(message); this.code = code; }
}

function int32(n) { const b = Buffer.alloc(4); b.writeInt32BE(n); return b; }
function backendMessage(type, body) {
  return Buffer.concat([Buffer.from(type, 'latin1'), int32(body.length + 4), body]);
}
function authentication(code, data) {
  return backendMessage('R', Buffer.concat([int32(code), data || Buffer.alloc(0)]));
}
function fatal(code, message) {
  const field = (t, v) => Buffer.concat([Buffer.from(t, 'latin1'), Buffer.from(v, 'utf8'), Buffer.from([0])]);
  return backendMessage('E', Buffer.concat([
    field('S', 'FATAL'), field('V', 'FATAL'), field('C', code), field('M', message), Buffer.from([0]),
  ]));
}
const hmac = (key, text) => crypto.createHmac('sha256', key).update(text).digest();
const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest();

/** The connection's bytes during the startup phase, taken in exact amounts. */
class StartupReader {
  constructor(socket) {
    this.socket = socket;
    this.buffer = Buffer.alloc(0);
    this.closed = false;
    this.wake = null;
    this.onData = (d) => { this.buffer = this.buffer.length ? Buffer.concat([this.buffer, d]) : d; this.notify(); };
    this.onEnd = () => { this.closed = true; this.notify(); };
    socket.on('data', this.onData);
    socket.on('end', this.onEnd);
    socket.on('close', this.onEnd);
  }
  notify() { const w = this.wake; this.wake = null; if (w) w(); }
  async take(n) {
    while (this.buffer.length < n) {
      if (this.closed) throw new Refusal(null, 'the client went away');
      await new Promise((resolve) => { this.wake = resolve; });
    }
    const out = this.buffer.subarray(0, n);
    this.buffer = this.buffer.subarray(n);
    return out;
  }
  /** One typed message (type byte, length, body). */
  async message() {
    const head = await this.take(5);
    const length = head.readInt32BE(1);
    if (length < 4 || length > MAX_AUTH_MESSAGE_LENGTH) throw new Refusal('08P01', 'invalid message length during authentication');
    return { type: String.fromCharCode(head[0]), body: await this.take(length - 4) };
  }
  /** Stops reading and answers what the client sent beyond the exchange (pipelined messages). */
  release() {
    this.socket.pause();
    this.socket.off('data', this.onData);
    this.socket.off('end', this.onEnd);
    this.socket.off('close', this.onEnd);
    return this.buffer;
  }
}

/** The StartupMessage (its bytes and parameters), answering encryption requests with 'N'; null for a CancelRequest. */
async function readStartup(reader, socket) {
  for (;;) {
    const head = await reader.take(8);
    const length = head.readInt32BE(0);
    const code = head.readInt32BE(4);
    if ((code === SSL_REQUEST || code === GSSENC_REQUEST) && length === 8) {
      // Connections never leave 127.0.0.1; the client goes on in plain text or gives up.
      socket.write(Buffer.from('N'));
      continue;
    }
    if (code === CANCEL_REQUEST && length === 16) {
      // PGlite has no backend to signal, and a cancel request must not reach it as data.
      await reader.take(8);
      return null;
    }
    if (length < 8 || length > MAX_STARTUP_LENGTH) throw new Refusal('08P01', 'invalid length of startup packet');
    if (code !== PROTOCOL_3) throw new Refusal('08P01', 'unsupported frontend protocol ' + (code >>> 16) + '.' + (code & 0xffff) + ': the server supports 3.0');
    const body = await reader.take(length - 8);
    const params = Object.create(null);
    let at = 0;
    const next = () => {
      const end = body.indexOf(0, at);
      if (end === -1) throw new Refusal('08P01', 'invalid startup packet layout');
      const text = body.toString('utf8', at, end);
      at = end + 1;
      return text;
    };
    for (let name = next(); name !== ''; name = next()) params[name] = next();
    return { bytes: Buffer.concat([head, body]), params };
  }
}

/** The next SASL message's body; a client that gives up (Terminate) is let go without an answer. */
async function saslMessage(reader) {
  const m = await reader.message();
  if (m.type === 'X') throw new Refusal(null, 'the client gave up');
  if (m.type !== 'p') throw new Refusal('08P01', 'expected SASL response, got message type ' + m.type);
  return m.body;
}

/** SCRAM-SHA-256 without channel binding (RFC 5802, RFC 7677), as PostgreSQL runs it. */
async function scram(reader, socket, verifier, user) {
  const malformed = () => new Refusal('08P01', 'malformed SCRAM message');
  socket.write(authentication(10, Buffer.from('SCRAM-SHA-256\0\0', 'latin1')));

  const initial = await saslMessage(reader);
  const nul = initial.indexOf(0);
  if (nul === -1 || initial.length < nul + 5) throw malformed();
  if (initial.toString('utf8', 0, nul) !== 'SCRAM-SHA-256') throw new Refusal('28000', 'client selected an invalid SASL authentication mechanism');
  if (initial.readInt32BE(nul + 1) !== initial.length - nul - 5) throw malformed();
  const clientFirst = initial.toString('utf8', nul + 5);
  // gs2 header "n,," (no channel binding) or "y,," (client could bind, server offers none);
  // then n=<ignored: the user is the StartupMessage's>, r=<client nonce>.
  const first = /^([ny]),,(n=[^,]*,r=([\x21-\x2b\x2d-\x7e]+)(?:,.*)?)$/.exec(clientFirst);
  if (!first) throw malformed();
  const gs2Header = first[1] + ',,';
  const clientFirstBare = first[2];
  const nonce = first[3] + crypto.randomBytes(18).toString('base64');
  const serverFirst = 'r=' + nonce + ',s=' + verifier.salt.toString('base64') + ',i=' + verifier.iterations;
  socket.write(authentication(11, Buffer.from(serverFirst, 'utf8')));

  const clientFinal = (await saslMessage(reader)).toString('utf8');
  const proofAt = clientFinal.lastIndexOf(',p=');
  if (proofAt === -1) throw malformed();
  const withoutProof = clientFinal.slice(0, proofAt);
  const proof = Buffer.from(clientFinal.slice(proofAt + 3), 'base64');
  const [binding, finalNonce] = withoutProof.split(',');
  if (binding !== 'c=' + Buffer.from(gs2Header).toString('base64')) throw new Refusal('08P01', 'SCRAM channel binding check failed');
  if (finalNonce !== 'r=' + nonce) throw new Refusal('08P01', 'SCRAM nonce mismatch');
  if (proof.length !== 32) throw malformed();

  const authMessage = clientFirstBare + ',' + serverFirst + ',' + withoutProof;
  const signature = hmac(verifier.storedKey, authMessage);
  const clientKey = Buffer.alloc(32);
  for (let i = 0; i < 32; i++) clientKey[i] = proof[i] ^ signature[i];
  if (!crypto.timingSafeEqual(sha256(clientKey), verifier.storedKey)) {
    throw new Refusal('28P01', 'password authentication failed for user "' + user + '"');
  }
  socket.write(authentication(12, Buffer.from('v=' + hmac(verifier.serverKey, authMessage).toString('base64'), 'utf8')));
}

/**
 * Listens on an ephemeral 127.0.0.1 port, authenticates every connection, and hands the
 * authenticated ones to the library's PGLiteSocketHandler, all sharing one query queue.
 * options: { Handler, queryQueue, verifier, user, maxConnections, authTimeoutMs }.
 */
class AuthenticatingServer {
  constructor(options) {
    this.options = options;
    this.pending = new Set(); // sockets still in the startup phase
    this.handlers = new Set();
    this.server = null;
    this.stopping = false;
  }

  start() {
    this.server = net.createServer((socket) => this.accept(socket));
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => {
        this.server.off('error', reject);
        // An accept failure (say, out of file descriptors) costs one connection, not the database.
        this.server.on('error', (e) => console.error('[database] embedded database socket server: ' + e.message));
        const address = this.server.address();
        resolve(address.address + ':' + address.port);
      });
    });
  }

  accept(socket) {
    // A client that resets the connection mid-exchange is its own affair, not the worker's.
    socket.on('error', () => undefined);
    if (this.stopping) return socket.destroy();
    // Connections still authenticating count: they hold a slot as PostgreSQL's do.
    if (this.pending.size + this.handlers.size >= this.options.maxConnections) {
      return socket.end(fatal('53300', 'sorry, too many clients already'), () => socket.destroy());
    }
    this.pending.add(socket);
    this.admit(socket);
  }

  async admit(socket) {
    socket.setNoDelay(true);
    // A client that never finishes authenticating must not hold its slot.
    const timer = setTimeout(() => socket.destroy(), this.options.authTimeoutMs);
    const reader = new StartupReader(socket);
    try {
      const startup = await readStartup(reader, socket);
      if (!startup) throw new Refusal(null, 'cancel request');
      const user = startup.params.user || '';
      if (user !== this.options.user) {
        throw new Refusal('28000', 'role "' + user + '" is not permitted to log in: the embedded database admits only user "' + this.options.user + '"');
      }
      await scram(reader, socket, this.options.verifier, user);
      clearTimeout(timer);
      const pipelined = reader.release();
      this.pending.delete(socket);
      if (this.stopping || socket.destroyed) return socket.destroy();
      await this.handOver(socket, Buffer.concat([startup.bytes, pipelined]));
    } catch (e) {
      clearTimeout(timer);
      this.pending.delete(socket);
      if (e instanceof Refusal && e.code && !socket.destroyed) socket.end(fatal(e.code, e.message), () => socket.destroy());
      else socket.destroy();
    }
  }

  async handOver(socket, replay) {
    const handler = new this.options.Handler({ queryQueue: this.options.queryQueue, closeOnDetach: true });
    this.handlers.add(handler);
    const forget = () => this.handlers.delete(handler);
    // A handler that fails detaches itself without a 'close': both free the slot.
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    await handler.attach(socket);
    // The handler reads the StartupMessage first, as if it had just arrived: PGlite answers
    // it with AuthenticationOk, its parameters and ReadyForQuery, which end the exchange.
    socket.unshift(replay);
    socket.resume();
  }

  async stop() {
    this.stopping = true;
    for (const socket of this.pending) socket.destroy();
    this.pending.clear();
    // Detaching rolls back a transaction a connection left open, before the database closes.
    await Promise.all([...this.handlers].map((h) => h.detach(true).catch(() => undefined)));
    this.handlers.clear();
    if (this.server) await new Promise((resolve) => this.server.close(() => resolve()));
  }
}
`;
