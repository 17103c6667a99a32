export * from './types.js';
export { createEngine } from './engine.js';
export { validatePattern, type PatternCheck } from './regex/validate.js';
