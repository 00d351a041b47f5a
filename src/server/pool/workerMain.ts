/** A session worker's entry: one SessionHost on the port to the main thread (see workerPool.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerSetup } from './protocol.js';
import { SessionHost } from './sessionHost.js';

if (!parentPort) throw new Error('workerMain.ts runs only as a worker thread (started by workerPool.ts).');
new SessionHost(workerData as WorkerSetup, parentPort);
