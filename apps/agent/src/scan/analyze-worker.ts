import { parentPort, workerData } from 'node:worker_threads';
import { serveAnalysis } from './analyze-serve.js';
import type { AnalyzerSetup } from './analyze-file.js';

const port = parentPort;
if (!port) throw new Error('analyze-worker runs only as a worker thread');
serveAnalysis(port, workerData as AnalyzerSetup);
