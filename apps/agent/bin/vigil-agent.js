#!/usr/bin/env node
// The agent ships as TypeScript sources (like every workspace here); tsx compiles them on load.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
