import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  CREATE_TENANT_PAYLOAD_FLAGS,
  SIGN_UP_SUBSCRIPTION_CODES,
  SignUpRoutes,
  TenantLimits,
  TenantMessages,
  customerSignUpSchema,
  partnerSignUpSchema,
  validationMessages,
  type ApiErrorResponse,
  type SignUpCustomerResponse,
  type SignUpErrorResponse,
  type SignUpPartnerResponse,
} from '@vigil/contracts';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db } from '../db/client.js';
import { resolvePartnerKeyScope } from '../tenants/tenant-scope.js';
import { findTenantById } from '../tenants/tenants.repo.js';
import { createCustomer, createPartner } from './tenant-creation.service.js';

/*
 * The public sign-up calls of a partner's links (spec part 2 §2.2, §7.3): the partner key names the
 * partner the new tenant goes below. Customers may always sign up; partners only below a partner
 * that may sign up partners. A refusal answers 400 with the messages a person reads.
 */

function refuse(reply: FastifyReply, messages: readonly string[]): FastifyReply {
  const body: SignUpErrorResponse = { status: 400, errors: { validationErrors: [...messages] } };
  return reply.status(400).send(body);
}

function parse<S extends z.ZodType>(
  schema: S,
  body: unknown,
): { data: z.output<S> } | { messages: string[] } {
  const result = schema.safeParse(body ?? {});
  return result.success ? { data: result.data } : { messages: validationMessages(result.error) };
}

/** A ValidationError of the services (email taken, guessable password, unknown regulation…) is the visitor's to fix. */
async function orRefused<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ValidationError || error instanceof NotFoundError)
      return refuse(reply, [error.message]);
    throw error;
  }
}

export function registerSignUpRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;

  app.get(SignUpRoutes.partnerCountry, async (req, reply) => {
    const key = (req.query as { partnerKey?: unknown }).partnerKey;
    if (typeof key !== 'string' || key.trim() === '' || key.length > TenantLimits.partnerKeyMax) {
      const error: ApiErrorResponse = { message: TenantMessages.partnerKeyInvalid };
      return reply.status(400).send(error);
    }
    const scope = await resolvePartnerKeyScope(db, key.trim());
    const row = scope ? await findTenantById(db, scope.tenantId) : null;
    if (!row) {
      const error: ApiErrorResponse = { message: TenantMessages.partnerKeyInvalid };
      return reply.status(404).send(error);
    }
    return { id: row.countryCode };
  });

  app.post(SignUpRoutes.createPartner, async (req, reply) => {
    const parsed = parse(partnerSignUpSchema, req.body);
    if ('messages' in parsed) return refuse(reply, parsed.messages);
    const form = parsed.data;
    const parent = await resolvePartnerKeyScope(db, form.partnerKey);
    if (!parent) return refuse(reply, [TenantMessages.partnerKeyInvalid]);
    const parentRow = await findTenantById(db, parent.tenantId);
    if (!parentRow?.canSignUpNewPartners) return refuse(reply, [TenantMessages.partnerSignUpNotAllowed]);
    return orRefused(reply, async () => {
      const partner = await createPartner(db, { kind: 'signUp' }, parent, {
        name: form.name,
        countryId: form.country.id,
        phone: form.phone,
        user: {
          email: form.email,
          password: form.password,
          firstName: form.firstName,
          lastName: form.lastName,
        },
      });
      const body: SignUpPartnerResponse = { partner };
      return body;
    });
  });

  app.post(SignUpRoutes.createCustomer, async (req, reply) => {
    const parsed = parse(customerSignUpSchema, req.body);
    if ('messages' in parsed) return refuse(reply, parsed.messages);
    const form = parsed.data;
    const parent = await resolvePartnerKeyScope(db, form.partnerKey);
    if (!parent) return refuse(reply, [TenantMessages.partnerKeyInvalid]);
    return orRefused(reply, async () => {
      const customer = await createCustomer(db, { kind: 'signUp' }, parent, {
        name: form.name,
        countryId: form.country.id,
        subscriptionType: SIGN_UP_SUBSCRIPTION_CODES[form.subscriptionType],
        // As the New Customer dialog sends them: the agents of a customer who signed up scan.
        flags: CREATE_TENANT_PAYLOAD_FLAGS,
        contentTypes: form.contentTypes?.map((c) => ({
          id: c.id,
          countries: c.countries?.map((x) => x.id) ?? [],
        })),
        user: {
          email: form.email,
          password: form.password,
          firstName: form.firstName,
          lastName: form.lastName,
        },
      });
      const body: SignUpCustomerResponse = { customer };
      return body;
    });
  });
}
