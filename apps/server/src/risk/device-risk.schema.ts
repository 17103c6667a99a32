import { Limits } from '@vigil/contracts';
import { LicenseStatusEnum } from '../devices/devices.schema.js';
import { builder, guard } from '../graphql/builder.js';
import { isSysAdmin, requireUser } from '../graphql/guards.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { defineList, listArgs } from '../graphql/list.js';
import { listColumns, rowFields } from '../graphql/row-columns.js';
import {
  DEVICE_CLASSIFIER_RISK_ROW,
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
    ...rowFields(t, DEVICE_RISK_ROW, { licenseStatus: LicenseStatusEnum }),
    regulations: t.field({
      type: [RiskRegulationRef],
      description: 'Regulations of the classifiers with findings on the device, by name.',
      resolve: (d) => d.regulations,
    }),
  }),
});

export const deviceRiskList = defineList<DeviceRiskRow>({
  name: 'DeviceRisk',
  item: DeviceRisk,
  columns: listColumns(DEVICE_RISK_ROW),
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
        isSysAdmin(requireUser(ctx)),
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
      ...rowFields(t, DEVICE_CLASSIFIER_RISK_ROW),
      regulations: t.field({ type: [RiskRegulationRef], resolve: (r) => r.regulations }),
    }),
  });

const deviceClassifierRiskList = defineList<DeviceClassifierRiskRow>({
  name: 'DeviceRiskByClassifier',
  item: DeviceRiskByClassifier,
  columns: listColumns(DEVICE_CLASSIFIER_RISK_ROW),
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
        isSysAdmin(requireUser(ctx)),
        args,
        deviceClassifierRiskList,
      ),
  }),
);
