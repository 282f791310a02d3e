export { assignTables, type AssignTablesOptions } from './fresh-tables';
export { solveAssignment, type CostVector } from './assignment';
export { TableError, type TableErrorCode } from './errors';
