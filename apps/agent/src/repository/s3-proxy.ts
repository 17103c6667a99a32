// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the projects that compile the agent's sources (server, bench) see these types only so
/// <reference path="./proxy-from-env.d.ts" />
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { HttpProxyAgent } from 'http-proxy-agent';
import { HttpsProxyAgent } from 'https-proxy-agent';
import { getProxyForUrl } from 'proxy-from-env';

/**
 * The S3 client's requests take the proxy of the environment like the agent's own requests to the
 * console (agent-client.ts's EnvHttpProxyAgent): HTTPS_PROXY for an https endpoint (a CONNECT
 * tunnel), HTTP_PROXY for http, direct when NO_PROXY names the endpoint's host. Undefined: direct,
 * the SDK's default handler.
 */
export function proxiedRequestHandler(endpoint: string): NodeHttpHandler | undefined {
  const proxy = getProxyForUrl(endpoint);
  if (!proxy) return undefined;
  return new NodeHttpHandler({
    httpAgent: new HttpProxyAgent(proxy),
    httpsAgent: new HttpsProxyAgent(proxy),
  });
}
