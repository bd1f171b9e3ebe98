/** The API in a process of its own, for the benchmarks that measure its time and memory (api-process.ts). */
import { serveApi } from './api-process.ts';

await serveApi();
