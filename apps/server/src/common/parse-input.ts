import type { z } from 'zod';
import { Messages } from '@vigil/contracts';
import { ValidationError } from './errors.js';

/**
 * An input checked against the contracts' schema the form uses: the first problem answers as a
 * ValidationError naming its field (`field` prefixes the schema's own path).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, field?: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = [...(field ? [field] : []), ...(issue?.path.map(String) ?? [])].join('.');
  throw new ValidationError(issue?.message ?? Messages.required, path || undefined);
}
