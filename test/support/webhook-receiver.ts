/**
 * A webhook receiver on 127.0.0.1, as a third party would write one: it checks every
 * delivery's signature against the hook's secret and keeps what it was sent. Its `mode` says
 * how it answers: `ok` (204), `fail` (500), `hangup` (the connection dropped, no answer, as a
 * dead endpoint), or `redirect` (302 to `redirectTo`).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '../../apps/api/src/webhooks/webhook-signature';

export interface Received {
  delivery: string;
  event: string;
  signature: string;
  body: string;
  payload: any;
  /** Whether the signature checked out against the secret, at the receiver's `now`. */
  verified: boolean;
  /** How the receiver answered it. */
  answered: 'ok' | 'fail' | 'hangup' | 'redirect';
}

export interface Receiver {
  url: string;
  mode: Received['answered'];
  redirectTo: string;
  /** The hook's secret, once registered: until then nothing verifies. */
  secret: string;
  received: Received[];
  /** The deliveries it accepted (answered 2xx), each id once however often it was sent. */
  accepted(): Map<string, Received>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** `now`: the receiver's clock in unix seconds (the test's clock, which the server signs with). */
export async function startReceiver(now: () => number = () => Date.now() / 1000, path = '/hook'): Promise<Receiver> {
  let server: Server | null = null;
  const receiver: Receiver = {
    url: '',
    mode: 'ok',
    redirectTo: '',
    secret: '',
    received: [],
    accepted() {
      const out = new Map<string, Received>();
      for (const r of this.received) if (r.answered === 'ok' && !out.has(r.delivery)) out.set(r.delivery, r);
      return out;
    },
    close: () => new Promise<void>((resolve) => (server ? (server.closeAllConnections(), server.close(() => resolve())) : resolve())),
  };
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const signature = String(req.headers['tabletop-signature'] ?? '');
      let payload: any = null;
      try {
        payload = JSON.parse(body);
      } catch {
        // kept as null: the test sees it
      }
      const answered = receiver.mode;
      receiver.received.push({
        delivery: String(req.headers['tabletop-delivery'] ?? ''),
        event: String(req.headers['tabletop-event'] ?? ''),
        signature,
        body,
        payload,
        verified: receiver.secret !== '' && verifyWebhookSignature(receiver.secret, signature, body, now(), 300),
        answered,
      });
      if (answered === 'hangup') return req.socket.destroy();
      if (answered === 'redirect') return res.writeHead(302, { location: receiver.redirectTo }).end();
      res.writeHead(answered === 'ok' ? 204 : 500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return receiver;
}
