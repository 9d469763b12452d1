// Worker threads do not inherit `--import tsx`, so a worker starts here (plain JS), registers
// tsx's loader, then imports the TypeScript entry named in workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
