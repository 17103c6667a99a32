import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are credentials: single sign-on hands tokens over in URLs. */
const SECRET_PARAMETERS = new Set([
  'access_token',
  'refresh_token',
  'refreshToken',
  'code',
  'state',
  'signInToken',
]);

/** The URL with the values of credential parameters replaced, for logs. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  // A query without a value (`/graphql?riskOverview`) holds no credential: most requests.
  if (at < 0 || !url.includes('=', at)) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const key of new Set(query.keys()))
    if (SECRET_PARAMETERS.has(key)) {
      query.set(key, '***');
      changed = true;
    }
  return changed ? `${url.slice(0, at)}?${query.toString()}` : url;
}

/** What a request's log line says about it (Fastify's own fields, the URL redacted). */
export function requestLogFields(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
