import { EnvHttpProxyAgent, fetch } from 'undici';
import {
  agentPolicySchema,
  AgentRoutes,
  DEVICE_AUTH_SCHEME,
  type AgentApiError,
  type AgentPolicy,
  type BatchResponse,
  type FipsReport,
  type RegisterRequest,
  type RegisterResponse,
} from '@vigil/contracts';

/**
 * What the agent should do after a failed call:
 * - retry: the server was unreachable or failed (network, 408, 429, 5xx); send the same bytes later;
 * - invalid: the server will never accept this body (400, 413, 422): dead-letter it;
 * - refused: the agent key or device credential is not accepted (401, 403);
 * - fatal: anything else (404 from a server without the agent API, …): stop and keep the data.
 */
export type FailureKind = 'retry' | 'invalid' | 'refused' | 'fatal';

export function failureKindOf(status: number): FailureKind {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 401 || status === 403) return 'refused';
  if (status === 400 || status === 413 || status === 422) return 'invalid';
  return 'fatal';
}

export class AgentApiFailure extends Error {
  readonly kind: FailureKind;

  constructor(
    message: string,
    readonly status: number,
    readonly issues: AgentApiError['issues'] = undefined,
  ) {
    super(message);
    this.name = 'AgentApiFailure';
    this.kind = failureKindOf(status);
  }
}

export interface AgentClientOptions {
  server: string;
  credential?: string;
  agentVersion: string;
  timeoutMs?: number;
}

export class AgentClient {
  private readonly timeoutMs: number;
  /**
   * HTTPS_PROXY, HTTP_PROXY and NO_PROXY (either case), as read when the client is made. Node's
   * own fetch ignores them before Node 24, hence undici's fetch with its environment dispatcher.
   */
  private readonly dispatcher = new EnvHttpProxyAgent();

  constructor(private readonly options: AgentClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /**
   * Registers the device. A device the server knows already is registered again only with its
   * current credential (`deviceCredential`), which the new one then replaces.
   */
  register(request: RegisterRequest, deviceCredential?: string): Promise<RegisterResponse> {
    return this.call<RegisterResponse>(
      'POST',
      AgentRoutes.register,
      JSON.stringify(request),
      deviceCredential ?? null,
    );
  }

  async policy(): Promise<AgentPolicy> {
    const raw = await this.call<unknown>('GET', AgentRoutes.policy, undefined, this.credential());
    const parsed = agentPolicySchema.safeParse(raw);
    if (!parsed.success) {
      throw new AgentApiFailure(
        `The server sent a policy this agent cannot read: ${parsed.error.message}`,
        502,
      );
    }
    return parsed.data;
  }

  /** Confirms the uninstall the console asked for; the credential stops working. */
  async unregister(): Promise<void> {
    await this.call<unknown>('POST', AgentRoutes.unregister, '{}', this.credential());
  }

  /** Sends a queued batch exactly as stored. */
  async sendBatch(body: string): Promise<BatchResponse> {
    return this.call<BatchResponse>('POST', AgentRoutes.batches, body, this.credential());
  }

  /** The agent's log, as the back office asked (policy collectLogs). */
  async uploadLog(text: string): Promise<{ id: number; fileName: string }> {
    return this.call('POST', AgentRoutes.logs, text, this.credential(), 'text/plain; charset=utf-8');
  }

  /** What the agent sees of FIPS mode. */
  async reportFips(report: FipsReport): Promise<void> {
    await this.call<unknown>('POST', AgentRoutes.fips, JSON.stringify(report), this.credential());
  }

  private credential(): string {
    if (!this.options.credential) throw new AgentApiFailure('This agent is not registered.', 401);
    return this.options.credential;
  }

  private async call<T>(
    method: 'GET' | 'POST',
    route: string,
    body: string | undefined,
    credential: string | null,
    contentType = 'application/json',
  ) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': `vigil-agent/${this.options.agentVersion}`,
    };
    if (body !== undefined) headers['content-type'] = contentType;
    if (credential) headers.authorization = `${DEVICE_AUTH_SCHEME} ${credential}`;
    // Relative to the server URL, so a server behind a path prefix (https://host/vigil/) works.
    const url = new URL(
      route.replace(/^\//, ''),
      this.options.server.endsWith('/') ? this.options.server : `${this.options.server}/`,
    );
    let response: Awaited<ReturnType<typeof fetch>>;
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
        dispatcher: this.dispatcher,
      });
    } catch (error) {
      throw new AgentApiFailure(`Cannot reach ${url.origin}: ${networkReason(error)}`, 0);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      const detail = errorBody(text);
      const message = detail?.message ?? (text.slice(0, 200) || response.statusText);
      throw new AgentApiFailure(`${response.status} ${message}`, response.status, detail?.issues);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new AgentApiFailure(`${url.pathname} answered ${response.status} without JSON.`, 502);
    }
  }
}

function errorBody(text: string): AgentApiError | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && typeof (parsed as AgentApiError).message === 'string') {
      return parsed as AgentApiError;
    }
  } catch {
    // Not JSON (a proxy's HTML page, …): the caller shows the raw start instead.
  }
  return null;
}

function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timed out';
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}
