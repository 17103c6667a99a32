import { Limits } from '@vigil/contracts';
import { LicenseStatusEnum } from '../devices/devices.schema.js';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { defineList, listArgs } from '../graphql/list.js';
import { shapeColumns, shapeFields } from '../graphql/row-shape.js';
import {
  DEVICE_RISK_ROW,
  deviceRisks,
  deviceRisksByClassifiers,
  type DeviceClassifierRiskRow,
  type DeviceRiskRow,
  type RegulationLink,
} from './device-risk.service.js';

const RiskRegulationRef = builder.objectRef<RegulationLink>('RiskRegulationRef').implement({
  description: 'A regulation a risk row falls under.',
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const DeviceRisk = builder.objectRef<DeviceRiskRow>('DeviceRisk').implement({
  description: 'A row of the Device Risk table (spec part 1 §3 "Device risk"). Amounts in USD.',
  fields: (t) => ({
    ...shapeFields(t, DEVICE_RISK_ROW, { licenseStatus: LicenseStatusEnum }),
    regulations: t.field({
      type: [RiskRegulationRef],
      description: 'Regulations of the classifiers with findings on the device, by name.',
      resolve: (d) => d.regulations,
    }),
  }),
});

const deviceRiskList = defineList<DeviceRiskRow>({
  name: 'DeviceRisk',
  item: DeviceRisk,
  columns: shapeColumns(DEVICE_RISK_ROW),
  defaultOrder: [{ riskValuation: 'DESC' }],
  tieBreaker: 'deviceId',
});

builder.queryField('deviceRisks', (t) =>
  t.field({
    type: deviceRiskList.segment,
    description: "Risk per device (the Device Risk table): the live devices of the tenant's customers.",
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, deviceRiskList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      deviceRisks(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        deviceRiskList,
      ),
  }),
);

const DeviceRiskByClassifier = builder
  .objectRef<DeviceClassifierRiskRow>('DeviceRiskByClassifier')
  .implement({
    description: 'The findings of one classifier on one device (spec part 1 §3 "Device risk by classifier").',
    fields: (t) => ({
      deviceId: t.exposeInt('deviceId'),
      deviceName: t.exposeString('deviceName'),
      tenantId: t.exposeInt('tenantId'),
      classifierId: t.exposeInt('classifierId'),
      classifierName: t.exposeString('classifierName'),
      classifierSensitiveType: t.exposeString('classifierSensitiveType', {
        description: 'SENSITIVE or NO_SENSITIVE',
      }),
      filesCount: t.exposeInt('filesCount', { description: 'Files of the device with the classifier.' }),
      filesEncryptedCount: t.exposeInt('filesEncryptedCount'),
      entriesCount: t.exposeFloat('entriesCount', { description: 'Records found.' }),
      filesEncryptedEntrysCount: t.exposeFloat('filesEncryptedEntrysCount', {
        description: 'Records in encrypted files.',
      }),
      riskInUSD: t.exposeFloat('riskInUSD', { description: 'Sensitive + non-sensitive.' }),
      sensitiveRiskInUSD: t.exposeFloat('sensitiveRiskInUSD'),
      encryptedSensitiveRiskInUSD: t.exposeFloat('encryptedSensitiveRiskInUSD'),
      encryptedRiskInUSD: t.exposeFloat('encryptedRiskInUSD'),
      countries: t.exposeStringList('countries', { description: "The classifier's ISO 3166 alpha-2 codes." }),
      regulations: t.field({ type: [RiskRegulationRef], resolve: (r) => r.regulations }),
    }),
  });

const deviceClassifierRiskList = defineList<DeviceClassifierRiskRow>({
  name: 'DeviceRiskByClassifier',
  item: DeviceRiskByClassifier,
  columns: {
    deviceId: { kind: 'int' },
    deviceName: { kind: 'string' },
    tenantId: { kind: 'int' },
    classifierId: { kind: 'int' },
    classifierName: { kind: 'string' },
    classifierSensitiveType: { kind: 'string' },
    filesCount: { kind: 'int' },
    filesEncryptedCount: { kind: 'int' },
    entriesCount: { kind: 'float' },
    filesEncryptedEntrysCount: { kind: 'float' },
    riskInUSD: { kind: 'float' },
    sensitiveRiskInUSD: { kind: 'float' },
    encryptedSensitiveRiskInUSD: { kind: 'float' },
    encryptedRiskInUSD: { kind: 'float' },
  },
  defaultOrder: [{ sensitiveRiskInUSD: 'DESC' }],
  defaultTake: Limits.deviceClassifierRiskPageSize,
  tieBreaker: 'rowKey',
});

builder.queryField('deviceRisksByClassifiers', (t) =>
  t.field({
    type: deviceClassifierRiskList.segment,
    description: "Risk per device and classifier in the tenant's customers (the device dashboard).",
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, deviceClassifierRiskList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      deviceRisksByClassifiers(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        deviceClassifierRiskList,
      ),
  }),
);
