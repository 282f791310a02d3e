/** API servers as separate processes: the built server (`npm test` builds it first) on a test's database. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const MAIN = resolve(__dirname, '../../dist/apps/api/src/main.js');

export interface Server {
  url: string;
  process: ChildProcess;
}

/** `env`: more of the server's environment, e.g. `TABLETOP_FAULT` to stop it at a named step (apps/api/src/faults.ts). */
export function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build" first (npm test does)`);
  const child = spawn(process.execPath, [MAIN], {
    // A short processor lease: a server a test kills is taken over in seconds, not the default 15.
    // A test signs up many accounts from one address: the sign-up limits have a test of their own.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: '',
      PROCESSOR_LEASE_SECONDS: '3',
      SIGN_UP_LIMIT_PER_EMAIL: '100000',
      SIGN_UP_LIMIT_PER_ADDRESS: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolveStart, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start in 30 s:\n${out}`)), 30_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /GraphQL API: (http:\/\/[^\s]+)\/graphql/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolveStart({ url: m[1], process: child });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${out}`));
    });
  });
}

export function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return Promise.resolve();
  return new Promise((r) => {
    server.process.once('exit', () => r());
    server.process.kill('SIGTERM');
  });
}

/** Resolves with the signal that ended the server (SIGKILL for a fault point), or rejects after `ms`. */
export function exited(server: Server, ms = 30_000): Promise<NodeJS.Signals | number | null> {
  const p = server.process;
  if (p.exitCode !== null || p.signalCode !== null) return Promise.resolve(p.signalCode ?? p.exitCode);
  return new Promise((resolveExit, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not stop within ${ms} ms`)), ms);
    p.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolveExit(signal ?? code);
    });
  });
}

/** Stops a server as a power cut would: SIGKILL, no clean-up. */
export function killServer(server: Server | undefined): Promise<unknown> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return Promise.resolve();
  server.process.kill('SIGKILL');
  return exited(server);
}
