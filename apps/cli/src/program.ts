import { Command, CommanderError } from 'commander';
import {
  exportCommand,
  exportCompetitionCommand,
  importCommand,
  importCompetitionCommand,
  rebuildCommand,
  replayCommand,
  verifyCommand,
  type Output,
} from './commands';
import { describeError, EXIT } from './errors';
import { storeConfig } from './stores';

const HELP_AFTER = `
Every command takes --json: one JSON document on standard output (errors too:
{"error": {"code", "message"}}, and for an event the rules refuse "refusal": {"eventNumber",
"line", "code", "rule", "message"}), with the same exit codes. Notes and progress go to standard
error; the progress line only when it is a terminal and without --json.

Stores: the server's settings. DATABASE_URL (a PostgreSQL server) or the embedded database in
DATA_DIR (./data); EVENTSTORE_URL keeps the events in EventStoreDB, the read models staying in
PostgreSQL.

Exit codes:
  0  done
  1  refused or failed: a log that breaks the rules, a match or competition not found, a database error
  2  the command line is wrong (an unknown command or option, a bad value)
  3  the data directory is in use by a running server: stop it, or run against its DATABASE_URL`;

/** Whether the command line asks for JSON, judged before commander parses it so that its own errors are JSON too. */
function wantsJson(args: string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).includes('--json');
}

/**
 * Runs one command line (`argv` as process.argv: node, script, arguments) and answers the exit
 * code; it never exits the process, so tests run the whole command line in process.
 */
export async function run(argv: string[], io: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const json = wantsJson(argv.slice(2));
  const config = () => storeConfig(env);
  const program = new Command()
    .name('tabletop')
    .description('Replay, verify, export and import match logs (docs/match-log.md) and competition logs (docs/competitions.md).')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s.replace(/\n$/, '')),
      // With --json the error is the JSON document below; commander's text would be a second one.
      writeErr: (s) => (json ? undefined : io.err(s.replace(/\n$/, ''))),
    })
    .showHelpAfterError(!json)
    // Before the command (`tabletop --json export …`) as well as after it.
    .option('--json', 'print JSON for machines, with any command')
    .addHelpText('after', HELP_AFTER);

  program
    .command('replay <file>')
    .description('replay a match log with every rule checked; print the final state and outcome')
    .option('--json', 'print JSON for machines')
    .option('--upto <n>', 'stop after event n')
    .action((file: string, _: unknown, cmd: Command) => replayCommand(file, cmd.optsWithGlobals<{ json?: boolean; upto?: string }>(), io));

  program
    .command('verify <file>')
    .description("check a finished match's server dice against the seed committed at creation")
    .option('--json', 'print JSON for machines')
    .action((file: string, _: unknown, cmd: Command) => verifyCommand(file, cmd.optsWithGlobals<{ json?: boolean }>(), io));

  program
    .command('export <matchId>')
    .description('write a match stream as a match log')
    .option('-o, --output <file>', 'write to a file instead of standard output')
    .option('--json', 'print JSON for machines (without -o, the log is in the document)')
    .action((id: string, _: unknown, cmd: Command) =>
      exportCommand(id, { ...cmd.optsWithGlobals<{ output?: string; json?: boolean }>(), config: config() }, io),
    );

  program
    .command('import <file>')
    .description('validate a match log and append it as a new match stream')
    .option('--json', 'print JSON for machines')
    .action((file: string, _: unknown, cmd: Command) =>
      importCommand(file, { ...cmd.optsWithGlobals<{ json?: boolean }>(), config: config() }, io),
    );

  program
    .command('export-competition <competitionId>')
    .description('write a tournament or league stream as a competition log (docs/competitions.md)')
    .option('-o, --output <file>', 'write to a file instead of standard output')
    .option('--json', 'print JSON for machines (without -o, the log is in the document)')
    .action((id: string, _: unknown, cmd: Command) =>
      exportCompetitionCommand(id, { ...cmd.optsWithGlobals<{ output?: string; json?: boolean }>(), config: config() }, io),
    );

  program
    .command('import-competition <file>')
    .description('check a competition log, append it as a new stream, and print the standings it rebuilds')
    .option('--json', 'print JSON for machines')
    .action((file: string, _: unknown, cmd: Command) =>
      importCompetitionCommand(file, { ...cmd.optsWithGlobals<{ json?: boolean }>(), config: config() }, io),
    );

  program
    .command('rebuild-projections')
    .description('empty the read models and fold the whole event log again')
    .option('--json', 'print JSON for machines')
    .action((_: unknown, cmd: Command) => rebuildCommand({ ...cmd.optsWithGlobals<{ json?: boolean }>(), config: config() }, io));

  try {
    await program.parseAsync(argv);
    return EXIT.done;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version end here too, with code 0; every other word commander refuses is a wrong command line.
      if (e.exitCode === 0) return EXIT.done;
      // No command at all: commander shows the help, whose "message" is only a placeholder.
      const message = e.code === 'commander.help' ? 'no command given: see tabletop --help' : e.message.replace(/^error: /, '');
      if (json) io.out(JSON.stringify({ error: { code: 'USAGE', message } }, null, 2));
      return EXIT.usage;
    }
    const { code, message, human, exitCode, refusal } = describeError(e);
    // A refused event also gives its number, the rules' code, rule and message as fields of their own.
    if (json) io.out(JSON.stringify({ error: refusal ? { code, message, refusal } : { code, message } }, null, 2));
    else io.err(human);
    return exitCode;
  }
}
