import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AgentLimits,
  AgentLogLimits,
  AgentRoutes,
  fipsReportSchema,
  type BatchRequest,
  type RegisterRequest,
} from '@vigil/contracts';
import { LogNotRequestedError, storeUploadedLog } from '../agent-logs/agent-logs.service.js';
import { ValidationError } from '../common/errors.js';
import { storeFipsReport } from '../fips/fips.service.js';
import type { Db } from '../db/client.js';
import { AgentRequestError, invalidRequest } from './agent-errors.js';
import { authenticateDevice, deviceCredentialOf, type AuthenticatedDevice } from './device-auth.js';
import { ingestBatch } from './ingest.service.js';
import { ingestBatches, ingestEvents, ingestFiles, ingestFindings } from '../metrics/metrics.js';
import { getPolicy } from './policy.service.js';
import { registerDevice } from './registration.service.js';
import { unregisterDevice } from './unregister.service.js';

interface FastifyClientError extends Error {
  statusCode?: number;
}

function sendError(error: FastifyClientError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof AgentRequestError) return reply.status(error.statusCode).send(error.toBody());
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) req.log.error({ err: error }, 'agent request failed');
  // Client errors (bad JSON, body too large) say what was wrong; server errors say nothing more.
  return reply.status(status).send({ message: status === 500 ? 'Internal server error' : error.message });
}

/**
 * The agent API (/agent/v1/*): thin routes over the services. Bodies are validated inside the
 * services with the contracts schemas, so code that calls them directly (the demo generator) gets
 * the same checks.
 */
export function registerAgentRoutes(app: FastifyInstance, deps: { db: Db; signingSecret: string }): void {
  const { db, signingSecret } = deps;
  void app.register(async (scope) => {
    scope.setErrorHandler(sendError);

    scope.post(AgentRoutes.register, async (req, reply) => {
      // A device registering again proves it is itself with its current credential.
      const result = await registerDevice(db, req.body as RegisterRequest, {
        deviceCredential: deviceCredentialOf(req.headers.authorization),
      });
      // The credential must never land in a cache.
      return reply.header('cache-control', 'no-store').send(result);
    });

    // Before the body is read: a request without a valid credential never gets a large body parsed.
    const devices = new WeakMap<FastifyRequest, AuthenticatedDevice>();
    const onRequest = async (req: FastifyRequest) => {
      devices.set(req, await authenticateDevice(db, req.headers.authorization));
    };
    const deviceOf = (req: FastifyRequest): AuthenticatedDevice => {
      const device = devices.get(req);
      if (!device) throw new Error('Agent route without device authentication');
      return device;
    };

    scope.get(AgentRoutes.policy, { onRequest }, async (req, reply) => {
      return reply
        .header('cache-control', 'no-store')
        .send(await getPolicy(db, signingSecret, deviceOf(req)));
    });

    scope.post(
      AgentRoutes.batches,
      { onRequest, bodyLimit: AgentLimits.batchBodyBytes },
      async (req, reply) => {
        const batch = req.body as BatchRequest;
        let response: Awaited<ReturnType<typeof ingestBatch>>;
        try {
          response = await ingestBatch(db, deviceOf(req), batch);
        } catch (err) {
          ingestBatches.inc({ result: 'rejected' });
          throw err;
        }
        ingestBatches.inc({ result: response.duplicate ? 'duplicate' : 'applied' });
        if (!response.duplicate) {
          ingestFindings.inc((batch.files ?? []).reduce((n, file) => n + (file.entries?.length ?? 0), 0));
          ingestFiles.inc(response.filesUpserted);
          ingestEvents.inc(response.eventsRecorded);
        }
        return reply.send(response);
      },
    );

    scope.post(AgentRoutes.unregister, { onRequest }, async (req, reply) =>
      reply.send(await unregisterDevice(db, deviceOf(req))),
    );

    // The agent's log, as text, when the back office asked for it (policy collectLogs).
    scope.post(AgentRoutes.logs, { onRequest, bodyLimit: AgentLogLimits.uploadBytes }, async (req, reply) => {
      if (typeof req.body !== 'string') {
        throw new AgentRequestError(400, 'A log is sent as text/plain');
      }
      const device = deviceOf(req);
      try {
        return reply.send(await storeUploadedLog(db, device.scope, device.deviceId, req.body));
      } catch (error) {
        if (error instanceof LogNotRequestedError) throw new AgentRequestError(409, error.message);
        if (error instanceof ValidationError) throw new AgentRequestError(400, error.message);
        throw error;
      }
    });

    scope.post(AgentRoutes.fips, { onRequest }, async (req, reply) => {
      const device = deviceOf(req);
      const parsed = fipsReportSchema.safeParse(req.body);
      if (!parsed.success) throw invalidRequest(parsed.error);
      return reply.send(await storeFipsReport(db, device.scope, device.deviceId, parsed.data));
    });
  });
}
