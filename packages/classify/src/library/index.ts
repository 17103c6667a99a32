import type { ClassifierDefinitionInput } from '@vigil/contracts';
import { CONTACT_TEMPLATES } from './contact.js';
import { HEALTH_TEMPLATES } from './health.js';
import { IDENTITY_TEMPLATES } from './identity.js';
import { PAYMENT_TEMPLATES } from './payment.js';
import { REGULATION_LIST } from './regulations.js';

/** A regulation of the built-in library (seeded into the back office). */
export interface RegulationTemplate {
  /** Stable key, e.g. "PCI_DSS". */
  key: string;
  name: string;
  description: string;
  /** Region shown in the console: "Global", "North America", "Europe", … */
  region: string;
  /** ISO 3166 alpha-2 codes the regulation is for ([] = global). */
  countries: string[];
  sortNumber: number;
  setByDefault: boolean;
  canBeSetForCountries: boolean;
}

/** A template classifier of the library: a classifier definition without a database id. */
export interface TemplateClassifier extends Omit<ClassifierDefinitionInput, 'id'> {
  key: string;
  description: string;
  regulationKeys: string[];
  countries: string[];
}

export const REGULATIONS: RegulationTemplate[] = REGULATION_LIST;
export const TEMPLATE_CLASSIFIERS: TemplateClassifier[] = [
  ...PAYMENT_TEMPLATES,
  ...IDENTITY_TEMPLATES,
  ...CONTACT_TEMPLATES,
  ...HEALTH_TEMPLATES,
];
