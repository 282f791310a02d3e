#!/usr/bin/env node
import { Command, CommanderError } from 'commander';
import { DataDirInUseError } from '@app/database';
import { CliError, exportCommand, exportCompetitionCommand, importCommand, importCompetitionCommand, rebuildCommand, replayCommand, verifyCommand, type Output } from './commands';

const io: Output = { out: (t) => process.stdout.write(t + '\n'), err: (t) => process.stderr.write(t + '\n') };

const program = new Command()
  .name('tabletop')
  .description('Replay, verify, export and import match logs (docs/match-log.md) and competition logs (docs/competitions.md).')
  .showHelpAfterError()
  // Wrong words on the command line: exit code 2 (help and version: 0), as EXIT CODES below say.
  .exitOverride((e: CommanderError) => process.exit(e.exitCode === 0 ? 0 : 2))
  .addHelpText(
    'after',
    `
Exit codes:
  0  done
  1  refused or failed: a log that breaks the rules, a match or competition not found, a database error
  2  the command line is wrong (an unknown command or option, a bad value)
  3  the data directory is in use by a running server: stop it, or run against its DATABASE_URL`,
  );

program
  .command('replay <file>')
  .description('replay a match log with every rule checked; print the final state and outcome')
  .option('--json', 'print JSON for machines')
  .option('--upto <n>', 'stop after event n')
  .action((file: string, opts: { json?: boolean; upto?: string }) => replayCommand(file, opts, io));

program
  .command('verify <file>')
  .description("check a finished match's server dice against the seed committed at creation")
  .action((file: string) => verifyCommand(file, io));

program
  .command('export <matchId>')
  .description('write a match stream as a match log (DATABASE_URL, or the embedded database in DATA_DIR)')
  .option('-o, --output <file>', 'write to a file instead of standard output')
  .action((id: string, opts: { output?: string }) => exportCommand(id, opts, io));

program
  .command('import <file>')
  .description('validate a match log and append it as a new match stream')
  .action((file: string) => importCommand(file, io));

program
  .command('export-competition <competitionId>')
  .description('write a tournament or league stream as a competition log (docs/competitions.md)')
  .option('-o, --output <file>', 'write to a file instead of standard output')
  .action((id: string, opts: { output?: string }) => exportCompetitionCommand(id, opts, io));

program
  .command('import-competition <file>')
  .description('check a competition log, append it as a new stream, and print the standings it rebuilds')
  .action((file: string) => importCompetitionCommand(file, io));

program
  .command('rebuild-projections')
  .description('empty the read models and fold the whole event log again')
  .action(() => rebuildCommand(io));

program.parseAsync(process.argv).catch((e: Error) => {
  io.err(e instanceof CliError || e instanceof DataDirInUseError ? e.message : `error: ${e.message}`);
  process.exit(e instanceof CliError ? e.exitCode : e instanceof DataDirInUseError ? 3 : 1);
});
