/** Files named so make misbehaving-worker.ts hang, or exhaust its memory. */
export const HANG_MARKER = 'hang-the-extractor';
export const OOM_MARKER = 'exhaust-the-memory';
