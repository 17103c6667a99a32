import { classifierDefinitionSchema, ClassifierLimits } from '@vigil/contracts';
import { describe, expect, it } from 'vitest';
import { ISO_COUNTRIES } from '../checks/countries.js';
import { compilePattern } from '../regex/compile-pattern.js';
import { validatePattern } from '../regex/validate.js';
import { REGULATIONS, TEMPLATE_CLASSIFIERS } from './index.js';

describe('regulations', () => {
  it('cover the regulations the console ships with', () => {
    expect(REGULATIONS.map((r) => r.key)).toEqual(
      expect.arrayContaining(['PCI_DSS', 'GDPR', 'HIPAA', 'CCPA', 'GLBA', 'PIPEDA', 'LGPD', 'UK_DPA']),
    );
    expect(new Set(REGULATIONS.map((r) => r.key)).size).toBe(REGULATIONS.length);
    expect(new Set(REGULATIONS.map((r) => r.sortNumber)).size).toBe(REGULATIONS.length);
  });

  it('only PCI DSS and GDPR are set by default', () => {
    expect(REGULATIONS.filter((r) => r.setByDefault).map((r) => r.key)).toEqual(['PCI_DSS', 'GDPR']);
  });

  it('have a region, a description and ISO countries', () => {
    for (const r of REGULATIONS) {
      expect(r.region.length, r.key).toBeGreaterThan(0);
      expect(r.description.length, r.key).toBeGreaterThan(20);
      for (const c of r.countries) expect(ISO_COUNTRIES.has(c), `${r.key} ${c}`).toBe(true);
    }
  });
});

describe('template classifiers', () => {
  const regulationKeys = new Set(REGULATIONS.map((r) => r.key));

  it('have unique keys and cover the identifier families', () => {
    const keys = TEMPLATE_CLASSIFIERS.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'PAYMENT_CARD',
        'US_SSN',
        'IBAN',
        'SWIFT_BIC',
        'EMAIL',
        'PHONE',
        'PASSPORT',
        'UK_NINO',
        'CA_SIN',
      ]),
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'US_MBI',
        'US_NPI',
        'US_DEA',
        'UK_NHS',
        'ICD10',
        'US_EIN',
        'US_ITIN',
        'UK_UTR',
      ]),
    );
  });

  it.each(TEMPLATE_CLASSIFIERS.map((t) => [t.key, t] as const))(
    '%s is a valid classifier definition',
    (_key, t) => {
      const def = classifierDefinitionSchema.parse({ ...t, id: 1 });
      expect(def.caption.length).toBeGreaterThan(0);
      expect(def.caption.length).toBeLessThanOrEqual(ClassifierLimits.shortNameMax);
      expect(t.description.length).toBeGreaterThan(20);
      expect(def.valuePerRecord).toBeGreaterThan(0);
      expect(t.regulationKeys.length).toBeGreaterThan(0);
      for (const key of t.regulationKeys) expect(regulationKeys.has(key), key).toBe(true);
      for (const c of t.countries) expect(ISO_COUNTRIES.has(c), c).toBe(true);
      expect(def.rules.filter((r) => r.entryCounter)).toHaveLength(1);
      for (const rule of def.rules) {
        expect(validatePattern(rule.text)).toEqual({ ok: true });
        // The library runs on V8 with a proven backtracking bound: the bench depends on it.
        expect(compilePattern(rule.text, rule.caseSensitive).engine).toBe('native');
      }
    },
  );

  it('price records sensibly', () => {
    const price = (key: string) => TEMPLATE_CLASSIFIERS.find((t) => t.key === key)!.valuePerRecord;
    expect(price('PAYMENT_CARD')).toBe(150);
    expect(price('US_SSN')).toBe(180);
    expect(price('IBAN')).toBe(80);
    expect(price('EMAIL')).toBe(5);
    expect(price('UK_NHS')).toBe(250);
  });
});
