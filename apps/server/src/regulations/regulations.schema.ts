import { Limits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import {
  classifierRegulations,
  countryRefs,
  createRegulation,
  customerRegulations,
  deleteRegulations,
  regulationsList,
  updateRegulation,
  type ClassifierRegulationView,
  type CountryRef,
  type CustomerRegulationView,
  type RegulationView,
} from './regulations.service.js';

export const RegulationCountry = builder.objectRef<CountryRef>('RegulationCountry').implement({
  description: 'A country (spec "Country", general countries): id is the ISO 3166 alpha-2 code.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
  }),
});

const ClassifierRegulation = builder.objectRef<ClassifierRegulationView>('ClassifierRegulation').implement({
  description: 'A regulation a classifier can name (spec part 1 §3 "Classifier regulation"); id -1 is OTHER.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    region: t.exposeString('region'),
  }),
});

builder.queryField('classifierRegulations', (t) =>
  t.field({
    type: [ClassifierRegulation],
    description:
      "Regulations by name, then OTHER (id -1: no regulation). 'test' regulations only for SysAdmin or when selected.",
    extensions: guard('signedIn'),
    args: {
      tenantId: t.arg.int(),
      withOther: t.arg.boolean({ defaultValue: true, description: 'Append OTHER (id -1). Default true.' }),
    },
    resolve: (_root, args, ctx) =>
      classifierRegulations(ctx.db, requireUser(ctx), args.tenantId, args.withOther ?? true),
  }),
);

const Regulation = builder.objectRef<RegulationView>('Regulation').implement({
  description: 'A regulation of the library (spec part 1 §3 "Regulation (edit)", part 2 §3 "Regulation").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    sortNumber: t.exposeInt('sortNumber'),
    description: t.exposeString('description'),
    region: t.exposeString('region'),
    image: t.exposeString('image', { nullable: true, description: 'A PNG, base64 (no data: prefix).' }),
    setByDefault: t.exposeBoolean('setByDefault', { description: 'New customers get it selected.' }),
    canBeSetForCountries: t.exposeBoolean('canBeSetForCountries', {
      description: 'A customer may choose some of its countries.',
    }),
    availableCountries: t.field({
      type: [RegulationCountry],
      description: 'The countries it covers (empty: global).',
      resolve: (r) => countryRefs(r.availableCountries),
    }),
  }),
});

const regulationList = defineList<RegulationView>({
  name: 'Regulation',
  item: Regulation,
  columns: {
    id: { kind: 'int' },
    name: { kind: 'string' },
    sortNumber: { kind: 'int' },
    description: { kind: 'string' },
    region: { kind: 'string' },
    setByDefault: { kind: 'boolean' },
    canBeSetForCountries: { kind: 'boolean' },
  },
  defaultOrder: [{ sortNumber: 'ASC' }, { name: 'ASC' }],
  defaultTake: Limits.printPageSize,
});

builder.queryField('regulations', (t) =>
  t.field({
    type: regulationList.segment,
    description:
      "The regulations of the library (default order sortNumber, name; take up to 300 for pickers). 'test' regulations only for SysAdmin or when the tenant selected them.",
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, regulationList), tenantId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      regulationsList(ctx.db, requireUser(ctx), args.tenantId, args, regulationList),
  }),
);

const regulationFields = (t: PothosInputFieldBuilder) => ({
  name: t.string({ required: true }),
  description: t.string({ required: true }),
  region: t.string({ required: true }),
  sortNumber: t.int({ required: true }),
  image: t.string({
    description: `A PNG as base64 or a data URL, at most ${Limits.regulationImageMaxKb} KB. On update: absent keeps the image, null removes it.`,
  }),
  setByDefault: t.boolean(),
  canBeSetForCountries: t.boolean(),
  availableCountries: t.stringList({ description: 'ISO 3166 alpha-2 codes.' }),
});
type PothosInputFieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

const CreateRegulationRequest = builder.inputType('CreateRegulationRequestInput', {
  fields: (t) => regulationFields(t),
});

const UpdateRegulationRequest = builder.inputType('UpdateRegulationRequestInput', {
  fields: (t) => ({ id: t.int({ required: true }), ...regulationFields(t) }),
});

function formOf(r: {
  name: string;
  description: string;
  region: string;
  sortNumber: number;
  image?: string | null;
  setByDefault?: boolean | null;
  canBeSetForCountries?: boolean | null;
  availableCountries?: string[] | null;
}) {
  return {
    name: r.name,
    description: r.description,
    region: r.region,
    sortNumber: r.sortNumber,
    image: r.image,
    setByDefault: r.setByDefault ?? false,
    canBeSetForCountries: r.canBeSetForCountries ?? false,
    availableCountries: r.availableCountries ?? [],
  };
}

builder.mutationField('createRegulation', (t) =>
  t.field({
    type: Regulation,
    description: 'Adds a regulation to the library (back office).',
    extensions: guard('sysAdmin'),
    args: { request: t.arg({ type: CreateRegulationRequest, required: true }) },
    resolve: (_root, args, ctx) => createRegulation(ctx.db, requireUser(ctx), formOf(args.request)),
  }),
);

builder.mutationField('updateRegulation', (t) =>
  t.field({
    type: Regulation,
    description:
      "Changes a regulation (back office). Customers' chosen countries it no longer allows are dropped.",
    extensions: guard('sysAdmin'),
    args: { request: t.arg({ type: UpdateRegulationRequest, required: true }) },
    resolve: (_root, args, ctx) =>
      updateRegulation(ctx.db, requireUser(ctx), { id: args.request.id, ...formOf(args.request) }),
  }),
);

builder.mutationField('deleteRegulations', (t) =>
  t.field({
    type: ['Int'],
    description:
      'Deletes regulations (soft: classifiers keep their links and findings; the regulation leaves every list and selection). Returns the ids.',
    extensions: guard('sysAdmin'),
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_root, args, ctx) => deleteRegulations(ctx.db, requireUser(ctx), args.ids),
  }),
);

export const CustomerRegulation = builder.objectRef<CustomerRegulationView>('CustomerRegulation').implement({
  description: 'A regulation the customer selected, with the countries chosen (empty: all of its countries).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    canBeSetForCountries: t.exposeBoolean('canBeSetForCountries'),
    countries: t.field({ type: [RegulationCountry], resolve: (r) => countryRefs(r.countries) }),
  }),
});

builder.queryField('customerRegulations', (t) =>
  t.field({
    type: [CustomerRegulation],
    description: "The regulations selected by the tenant acted for (the customer's Regulations page).",
    extensions: guard('signedIn'),
    args: { tenantId: t.arg.int() },
    resolve: (_root, args, ctx) => customerRegulations(ctx.db, requireUser(ctx), args.tenantId),
  }),
);
