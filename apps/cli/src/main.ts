#!/usr/bin/env node
import type { Output } from './commands';
import { run } from './program';

const io: Output = {
  out: (t) => process.stdout.write(t + '\n'),
  err: (t) => process.stderr.write(t + '\n'),
  progress: process.stderr,
};

void run(process.argv, io).then((code) => {
  // Exit once standard output has taken everything: a piped stdout may still be writing a long log.
  process.stdout.write('', () => process.exit(code));
});
