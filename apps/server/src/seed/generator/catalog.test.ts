import { describe, expect, it } from 'vitest';
import { isLlmDomain } from '../../processes/applications.js';
import { WEB_APPS } from './catalog.js';

describe('generator catalog', () => {
  it.each(WEB_APPS.map((w) => [w.domain, w.isLlm] as const))(
    '%s is shown as an LLM app exactly when the catalog says so (%s)',
    (domain, isLlm) => {
      expect(isLlmDomain(domain)).toBe(isLlm);
    },
  );
});
