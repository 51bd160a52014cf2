export { epochMicros, eventContent, eventHash, type HashedEvent } from './event-hash.ts';
export { pgJsonText } from './pg-json.ts';
export {
  auditChainName,
  auditChainTable,
  checkpointHashAt,
  verifyCheckpointChain,
} from './checkpoint-audit.ts';
export { storeChainHashAt, verifyStoreChain } from './store-audit.ts';
