/** How the EventStoreDB adapter maps the port's versions, positions and events (no server needed). */
import { ANY, NO_STREAM, START } from '@eventstore/db-client';
import {
  currentRevisionToVersion,
  isSystemEvent,
  revisionToVersion,
  toExpectedRevision,
  toGlobalPosition,
  toReadPosition,
  toStoredEvent,
  versionToRevision,
} from './eventstoredb-mapping';

describe('EventStoreDB mapping', () => {
  it('maps 1-based versions onto 0-based revisions and back', () => {
    expect(versionToRevision(1)).toBe(0n);
    expect(versionToRevision(42)).toBe(41n);
    expect(revisionToVersion(0n)).toBe(1);
    expect(revisionToVersion(versionToRevision(1000))).toBe(1000);
    expect(() => versionToRevision(0)).toThrow(RangeError);
  });

  it('maps expected versions', () => {
    expect(toExpectedRevision('any')).toBe(ANY);
    expect(toExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toExpectedRevision(0)).toBe(NO_STREAM); // 0 = no events yet
    expect(toExpectedRevision(1)).toBe(0n);
    expect(toExpectedRevision(7)).toBe(6n);
  });

  it("maps ESDB's actual revision in a conflict to the port's version", () => {
    expect(currentRevisionToVersion(NO_STREAM)).toBe(0);
    expect(currentRevisionToVersion(4n)).toBe(5);
    expect(currentRevisionToVersion(undefined)).toBe(0);
  });

  it('maps global positions onto commit positions', () => {
    expect(toReadPosition(0)).toBe(START);
    expect(toReadPosition(1234)).toEqual({ commit: 1234n, prepare: 1234n });
    expect(toGlobalPosition({ commit: 1234n, prepare: 1234n })).toBe(1234);
    expect(toGlobalPosition(undefined)).toBe(-1);
    expect(toGlobalPosition({ commit: 18446744073709551615n, prepare: 18446744073709551615n })).toBe(-1);
  });

  it('leaves system streams and events out of the log', () => {
    expect(isSystemEvent({ streamId: '$stats-127.0.0.1:2113', type: '$statsCollected' })).toBe(true);
    expect(isSystemEvent({ streamId: 'match-1', type: '$metadata' })).toBe(true);
    expect(isSystemEvent({ streamId: 'match-1', type: 'OrderIssued' })).toBe(false);
  });

  it('converts a recorded event into a StoredEvent', () => {
    const created = new Date('2025-11-22T10:00:00.000Z');
    const stored = toStoredEvent({
      streamId: 'match-1',
      id: 'a5b9b4c4-2d3c-4d0e-9a57-0f5c0b9f1d11',
      isJson: true,
      revision: 2n,
      type: 'DiceRolled',
      created,
      data: { dice: [{ sides: 6, value: 4 }] },
      metadata: { actor: 'p1' },
      position: { commit: 900n, prepare: 900n },
    });
    expect(stored).toEqual({
      eventId: 'a5b9b4c4-2d3c-4d0e-9a57-0f5c0b9f1d11',
      streamId: 'match-1',
      streamVersion: 3,
      globalPosition: 900,
      type: 'DiceRolled',
      data: { dice: [{ sides: 6, value: 4 }] },
      metadata: { actor: 'p1' },
      recordedAt: '2025-11-22T10:00:00.000Z',
    });
  });
});
