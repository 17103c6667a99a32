import type { ClassifierDefinition } from '@vigil/contracts';
import type { ClassifyInput, ClassifyResult, Engine } from './types.js';

/** Compiles the classifiers once; classify() is then called per file. */
export function createEngine(classifiers: readonly ClassifierDefinition[]): Engine {
  return {
    classifiers,
    classify(_input: ClassifyInput): ClassifyResult {
      throw new Error('not implemented');
    },
  };
}
