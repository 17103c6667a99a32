export declare const AGENT_BUNDLE_FILES: {
  readonly cli: string;
  readonly worker: string;
  readonly uninstall: string;
};
export declare const AGENT_VERSION: string;
export interface AgentBundle {
  version: string;
  /** File name → contents. */
  files: Record<string, Buffer>;
}
export declare function buildAgentBundle(options: { outDir: string }): Promise<null>;
export declare function buildAgentBundle(options?: { outDir?: undefined }): Promise<AgentBundle>;
