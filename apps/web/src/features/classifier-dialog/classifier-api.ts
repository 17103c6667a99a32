import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ClassifierForm, StoredClassifierForForm } from '@vigil/contracts';
import type { ClassifierInput } from '../../gql/graphql';
import { errorText } from '../../graphql/error-text';
import {
  allClassifiersForDialogQuery,
  classifierForDialogQuery,
  classifierPickersQuery,
  createClassifierMutation,
  createTemplateClassifierMutation,
  templateClassifierForDialogQuery,
  templateClassifiersForDialogQuery,
  updateClassifierMutation,
  updateTemplateClassifierMutation,
} from './classifier.queries';
import type { ClassifierOption } from './ConditionsStep';
import type { CountryOption, RegulationOption } from './DefinitionStep';

export interface StoredClassifier extends StoredClassifierForForm {
  id: number;
  templateId?: number | null;
  folder?: { id?: number | null; deviceId: number; path: string; deviceName?: string | null } | null;
}

export interface ClassifierApi {
  loading: boolean;
  error: string | null;
  stored: StoredClassifier | null;
  regulations: RegulationOption[];
  countries: CountryOption[];
  classifierOptions: ClassifierOption[];
  create(form: ClassifierForm): Promise<number>;
  update(id: number, form: ClassifierForm): Promise<void>;
}

/** The form as createClassifier / updateClassifier (and the template twins) take it. */
export function classifierInputOf(form: ClassifierForm): ClassifierInput {
  return {
    ...form,
    filterVersion: form.filterVersion ?? null,
    reasonForChange: form.reasonForChange ?? null,
    isBlocked: form.isBlocked ?? null,
    fileSourceType: form.fileSourceType ?? null,
    processId: form.processId ?? null,
    folderId: form.folderId ?? null,
    matchers: form.matchers.map((m) => ({
      ...m,
      id: m.id ?? null,
      checkMethod: m.checkMethod === '' ? null : m.checkMethod,
      words: m.words && m.words.length > 0 ? m.words : null,
      fileId: m.fileId ?? null,
      fileName: m.fileName ?? null,
    })),
    compoundGroups: form.compoundGroups.map((g) => ({
      logicalOperator: g.logicalOperator,
      items: g.items.map((i) => ({
        nodeType: i.nodeType,
        classifierId: i.nodeType === 'CLASSIFIER' ? (i.classifierId ?? null) : null,
        listName: i.nodeType === 'LIST' ? (i.listName ?? null) : null,
      })),
    })),
  };
}

/** Reads what the dialog shows and saves it: a tenant's classifier, or a back-office template. */
export function useClassifierApi({
  template,
  id,
  tenantId,
}: {
  template: boolean;
  id: number | null;
  tenantId: number | null;
}): ClassifierApi {
  const client = useApolloClient();
  const own = useQuery(classifierForDialogQuery, {
    variables: { id: id ?? 0, tenantId },
    skip: template || id === null,
    fetchPolicy: 'network-only',
  });
  const tpl = useQuery(templateClassifierForDialogQuery, {
    variables: { id: id ?? 0 },
    skip: !template || id === null,
    fetchPolicy: 'network-only',
  });
  const pickers = useQuery(classifierPickersQuery, { variables: { tenantId }, fetchPolicy: 'cache-first' });
  const all = useQuery(allClassifiersForDialogQuery, {
    variables: { tenantId },
    skip: template,
    fetchPolicy: 'network-only',
  });
  const templates = useQuery(templateClassifiersForDialogQuery, {
    skip: !template,
    fetchPolicy: 'network-only',
  });

  const stored: StoredClassifier | null = template
    ? (tpl.data?.templateClassifier ?? null)
    : (own.data?.classifier ?? null);
  const failure = template ? tpl.error : own.error;

  return {
    loading: template ? tpl.loading : own.loading,
    error: failure ? errorText(failure) : null,
    stored,
    regulations: pickers.data?.classifierRegulations ?? [],
    countries: pickers.data?.classifierCountries ?? [],
    classifierOptions: template
      ? (templates.data?.templateClassifiers.items ?? [])
      : (all.data?.allClassifiers ?? []),
    async create(form) {
      const input = classifierInputOf(form);
      if (template) {
        const res = await client.mutate({ mutation: createTemplateClassifierMutation, variables: { input } });
        return res.data!.createTemplateClassifier.id;
      }
      const res = await client.mutate({ mutation: createClassifierMutation, variables: { input, tenantId } });
      return res.data!.createClassifier.id;
    },
    async update(classifierId, form) {
      const input = classifierInputOf(form);
      if (template)
        await client.mutate({
          mutation: updateTemplateClassifierMutation,
          variables: { id: classifierId, input },
        });
      else
        await client.mutate({
          mutation: updateClassifierMutation,
          variables: { id: classifierId, input, tenantId },
        });
    },
  };
}
