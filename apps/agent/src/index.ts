export { main, COMMANDS } from './cli.js';
export { registerDevice, type RegisterDeviceOptions } from './commands/register.js';
export { scanFolder, type ScanFolderOptions, type ScanFolderResult } from './commands/scan-folder.js';
export type { ScanSummary } from './scan/scanner.js';
export type { CloudMirrorLimits } from './repository/cloud-connectors.js';
export {
  scanRepository,
  cloudTargetFromFile,
  type RepositoryTarget,
  type ScanRepositoryOptions,
  type ScanRepositoryResult,
} from './commands/repository.js';
