import { createHash } from 'node:crypto';
import {
  REGULATIONS,
  TEMPLATE_CLASSIFIERS,
  type RegulationTemplate,
  type TemplateClassifier,
} from '@vigil/classify/library';
import type { Db } from '../db/client.js';
import { upsertRegulationsByKey } from '../regulations/regulations.repo.js';
import { definitionColumns } from './classifier-definition.js';
import {
  findTemplatesByKey,
  insertTemplates,
  lockLibrary,
  replaceTemplateRegulations,
  updateLibraryTemplate,
  type NewTemplateClassifier,
} from './template-classifiers.repo.js';

export interface Library {
  regulations: readonly RegulationTemplate[];
  templates: readonly TemplateClassifier[];
}

export const BUILT_IN_LIBRARY: Library = { regulations: REGULATIONS, templates: TEMPLATE_CLASSIFIERS };

export interface LibrarySeedResult {
  regulations: number;
  templatesCreated: number;
  templatesUpdated: number;
}

/**
 * Brings the library's regulations and template classifiers into the database, by key, once per
 * start. A template whose definition changed gets the new content and the next filter version
 * (customers' copies then show as NOT_ACTUAL in policy updates). Templates that left the library
 * stay: the back office may still use them.
 */
export async function seedLibrary(db: Db, library: Library = BUILT_IN_LIBRARY): Promise<LibrarySeedResult> {
  const prepared = library.templates.map((t) => ({ template: t, row: templateRow(t) }));
  return db.transaction(async (tx) => {
    await lockLibrary(tx);
    const regulationIds = await upsertRegulationsByKey(
      tx,
      library.regulations.map((r) => ({
        key: r.key,
        name: r.name,
        description: r.description,
        region: r.region,
        sortNumber: r.sortNumber,
        setByDefault: r.setByDefault,
        canBeSetForCountries: r.canBeSetForCountries,
        availableCountries: r.countries,
      })),
    );
    const linksOf = (t: TemplateClassifier) =>
      t.regulationKeys.map((k) => {
        const id = regulationIds.get(k);
        if (id === undefined) throw new Error(`Template ${t.key} names an unknown regulation ${k}`);
        return id;
      });

    const existing = new Map(
      (
        await findTemplatesByKey(
          tx,
          prepared.map((p) => p.template.key),
        )
      ).map((e) => [e.key, e]),
    );
    const created = await insertTemplates(
      tx,
      prepared.filter((p) => !existing.has(p.template.key)).map((p) => p.row),
    );
    const createdIds = new Map(created.map((c) => [c.key, c.id]));
    let updated = 0;
    for (const { template, row } of prepared) {
      const newId = createdIds.get(template.key);
      if (newId !== undefined) {
        await replaceTemplateRegulations(tx, newId, linksOf(template));
        continue;
      }
      const old = existing.get(template.key);
      if (!old || old.definitionHash === row.definitionHash) continue;
      await updateLibraryTemplate(tx, old.id, { ...row, reasonForChange: 'Updated by the built-in library' });
      await replaceTemplateRegulations(tx, old.id, linksOf(template));
      updated += 1;
    }
    return { regulations: regulationIds.size, templatesCreated: created.length, templatesUpdated: updated };
  });
}

function templateRow(t: TemplateClassifier): NewTemplateClassifier & { definitionHash: string } {
  const { key, description, regulationKeys, countries, ...definition } = t;
  const columns = definitionColumns(definition);
  const hashed = { columns, description, countries, regulationKeys: [...regulationKeys].sort() };
  return {
    key,
    ...columns,
    description,
    countries,
    definitionHash: createHash('sha256').update(JSON.stringify(hashed)).digest('hex'),
  };
}
