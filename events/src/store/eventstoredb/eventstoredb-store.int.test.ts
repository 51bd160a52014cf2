import { describe, it } from 'vitest';
import { describeStoreContract } from '../store.contract.ts';
import { createEventStoreDbStore } from './eventstoredb-store.ts';

const url = process.env.EVENTSTORE_URL;

if (url) {
  describeStoreContract('eventstoredb', async () => {
    const store = createEventStoreDbStore({ url });
    return { store, teardown: () => store.close() };
  });
} else {
  describe('event store contract: eventstoredb', () => {
    it.skip('runs only where EVENTSTORE_URL points at an EventStoreDB server (none can run on this machine)', () => {});
  });
}
