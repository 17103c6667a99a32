// Worker threads do not inherit the main thread's module hooks: load tsx here, then the worker.
import { register } from 'tsx/esm/api';

register();
await import('./misbehaving-worker.ts');
