/**
 * The EventStoreDB adapter against a real server when EVENTSTORE_URL names one (the event-store
 * contract), and what it refuses before it reaches any. Its mappings have unit tests of their own
 * (eventstoredb-mapping.spec.ts).
 */
import { randomUUID } from 'node:crypto';
import { InvalidEventError } from './errors';
import { eventStoreContract } from './event-store.contract';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

const url = process.env.EVENTSTORE_URL;

if (url) {
  // e.g. EVENTSTORE_URL=esdb://127.0.0.1:2113?tls=false
  eventStoreContract('EventStoreDB', async () => {
    const store = EventStoreDbEventStore.connect(url);
    return { store, close: () => store.close() };
  });
}

describe('the EventStoreDB adapter without a server', () => {
  it('validates an append before contacting the server', async () => {
    // Nothing listens on port 1: reaching the network would fail differently (and slowly).
    const store = EventStoreDbEventStore.connect('esdb://127.0.0.1:1?tls=false');
    try {
      await expect(store.append('match-1', [], 'any')).rejects.toBeInstanceOf(InvalidEventError);
      await expect(store.append('match-1', [{ eventId: 'x', type: 'A', data: {} }], 'any')).rejects.toBeInstanceOf(InvalidEventError);
      await expect(store.append('match-1', [{ eventId: randomUUID(), type: 'A', data: {} }], -3)).rejects.toBeInstanceOf(InvalidEventError);
    } finally {
      await store.close();
    }
  });
});
