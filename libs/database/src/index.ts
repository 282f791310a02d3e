export { openDatabase, type Database, type OpenDatabaseOptions } from './open-database';
export { DataDirInUseError, lockDataDir, LOCK_FILE } from './data-dir-lock';
export { runMigrations, type RunMigrationsOptions } from './migrate';
export { createPool, APPLICATION_NAME } from './pool';
export { describePostgresUrl, withDatabase, withParam } from './url';
export { EMBEDDED_USER, PASSWORD_FILE, PasswordFileError } from './embedded-password';
