import { EventStore1763769600000 } from './1763769600000-EventStore';
import { ReadModels1763769700000 } from './1763769700000-ReadModels';

/** Every migration, oldest first. Append new classes at the end. */
export const migrations = [EventStore1763769600000, ReadModels1763769700000];
