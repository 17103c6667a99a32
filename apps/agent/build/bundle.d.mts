export declare const AGENT_BUNDLE_FILES: {
  readonly cli: string;
  readonly worker: string;
  readonly uninstall: string;
};
export declare const AGENT_VERSION: string;
export type AgentSystem = 'linux' | 'macos' | 'windows';
export declare const NATIVE_WATCHERS: Record<AgentSystem, readonly string[]>;
/** lib-relative path (`native/watcher-<name>.node`) → contents, for the binaries present here. */
export declare function nativeWatcherFiles(system: AgentSystem): Record<string, Buffer>;
export interface AgentBundle {
  version: string;
  /** File name → contents. */
  files: Record<string, Buffer>;
}
export declare function buildAgentBundle(options: { outDir: string }): Promise<null>;
export declare function buildAgentBundle(options?: { outDir?: undefined }): Promise<AgentBundle>;
