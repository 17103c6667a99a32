import type { ClassifierDefinitionInput } from '@vigil/contracts';

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

export const REGULATIONS: RegulationTemplate[] = [];
export const TEMPLATE_CLASSIFIERS: TemplateClassifier[] = [];
