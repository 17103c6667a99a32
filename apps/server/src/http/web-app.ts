import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

// /sso/success and /sso/error are console pages; only the SSO API routes are server paths.
const API_PREFIXES = [
  '/api/',
  '/graphql',
  '/agent/',
  '/sso/refresh',
  '/sso/login',
  '/sso/callback',
  '/healthz',
  '/readyz',
  '/metrics',
];

export function sendJsonNotFound(req: FastifyRequest, reply: FastifyReply): void {
  reply.status(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}` });
}

/**
 * Serves the built web console, with index.html for every client-side route. Hashed assets are
 * cached for a year; index.html never, so a new release is picked up at once.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web console not built: run "npm run build" (npm start does it for you)');
    app.setNotFoundHandler(sendJsonNotFound);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'no-cache');
      }
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url.startsWith(p));
    const isFile = path.extname(url) !== '';
    if (req.method !== 'GET' || isApi || isFile) {
      sendJsonNotFound(req, reply);
      return;
    }
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
