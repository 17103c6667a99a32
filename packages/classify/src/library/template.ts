import type { ClassifierDefinitionInput, ContentValidator } from '@vigil/contracts';
import type { TemplateClassifier } from './index.js';

type RuleInput = NonNullable<ClassifierDefinitionInput['rules']>[number];

interface RuleOptions {
  validator?: ContentValidator;
  nearbyWords?: string[];
  caseSensitive?: boolean;
  luhn?: boolean;
}

/** The one matcher of a template: a pattern that counts the records. */
export function patternRule(text: string, options: RuleOptions = {}): RuleInput {
  return {
    ruleType: 'REGEX',
    text,
    minRepeat: 1,
    sortOrder: 0,
    entryCounter: true,
    nearbyWords: options.nearbyWords ?? [],
    caseSensitive: options.caseSensitive ?? false,
    contentFilterRuleScopeTypes: ['TEXT'],
    checkMethod: options.luhn ? 'LUHN' : null,
    validator: options.validator ?? null,
  };
}

export interface TemplateSpec {
  key: string;
  name: string;
  caption: string;
  description: string;
  valuePerRecord: number;
  regulationKeys: string[];
  countries: string[];
  rule: RuleInput;
  isSensitive?: boolean;
}

export function contentTemplate(spec: TemplateSpec): TemplateClassifier {
  return {
    key: spec.key,
    name: spec.name,
    caption: spec.caption,
    description: spec.description,
    type: 'BY_CONTENT',
    isSensitive: spec.isSensitive ?? true,
    isActive: true,
    valuePerRecord: spec.valuePerRecord,
    regulationKeys: spec.regulationKeys,
    countries: spec.countries,
    lists: [],
    rulesMatch: 'ANY_RULE',
    rules: [spec.rule],
    countUniqueEntries: false,
  };
}
