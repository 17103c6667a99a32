import {
  classifierDefinitionSchema,
  type ClassifierDefinition,
  type ClassifierDefinitionInput,
} from '@vigil/contracts';
import { TEMPLATE_CLASSIFIERS, type TemplateClassifier } from '../library/index.js';
import type { ClassifyInput, TextSegment } from '../types.js';

type RuleInput = NonNullable<ClassifierDefinitionInput['rules']>[number];

let nextId = 1000;

/** A classifier definition as the agent receives it (schema defaults applied). */
export function createClassifier(input: Partial<ClassifierDefinitionInput> = {}): ClassifierDefinition {
  return classifierDefinitionSchema.parse({
    id: nextId++,
    name: 'Test classifier',
    type: 'BY_CONTENT',
    ...input,
  });
}

export function createRule(input: Partial<RuleInput> & Pick<RuleInput, 'ruleType'>): RuleInput {
  return { text: '', ...input };
}

export function createContentClassifier(
  rules: RuleInput[],
  input: Partial<ClassifierDefinitionInput> = {},
): ClassifierDefinition {
  return createClassifier({ type: 'BY_CONTENT', rules, ...input });
}

export function fromTemplate(template: TemplateClassifier, id = nextId++): ClassifierDefinition {
  const { key: _key, description: _d, regulationKeys: _r, countries: _c, ...definition } = template;
  return classifierDefinitionSchema.parse({ ...definition, id });
}

export function templateByKey(key: string): TemplateClassifier {
  const t = TEMPLATE_CLASSIFIERS.find((x) => x.key === key);
  if (!t) throw new Error(`no template ${key}`);
  return t;
}

export function libraryClassifiers(): ClassifierDefinition[] {
  return TEMPLATE_CLASSIFIERS.map((t, i) => fromTemplate(t, i + 1));
}

export function textInput(text: string | TextSegment[], extra: Partial<ClassifyInput> = {}): ClassifyInput {
  const segments = typeof text === 'string' ? [{ text, scope: 'TEXT' as const, location: 'body' }] : text;
  return { segments, path: '/home/user/file.txt', extension: 'txt', ...extra };
}
