import { describe, expect, it } from 'vitest';
import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { getSchema } from '../src/api/schema.js';
import { applyGuards } from '../src/graphql/apply-guards.js';

describe('operation guards', () => {
  /**
   * Who may call what, for review: a change in this list is a change in the product's
   * permissions and must be deliberate. Update it together with the operation.
   */
  it('lists every operation with its guard', () => {
    const lines = getSchema().guards.map((g) => `${g.operation}: ${g.guard}`);
    expect(lines).toEqual([
      'Mutation.changeUserPassword: self',
      'Mutation.confirmPopup: signedIn',
      'Mutation.createAlertSetting: write',
      'Mutation.createClassifier: write',
      'Mutation.createClassifierFromExisting: write',
      'Mutation.createCustomer2: tenantAdmin',
      'Mutation.createDeviceSettingsGroup: write',
      'Mutation.createGroup: write',
      'Mutation.createPartner2: tenantAdmin',
      'Mutation.createRegulation: sysAdmin',
      'Mutation.createReportFile: write',
      'Mutation.createRule: write',
      'Mutation.createSignInToken: self',
      'Mutation.createTemplateClassifier: sysAdmin',
      'Mutation.createTemplateFromExisting: sysAdmin',
      'Mutation.createTenantAuthProvider: tenantAdmin',
      'Mutation.createUser: tenantAdmin',
      'Mutation.deleteAlertSettings: write',
      'Mutation.deleteClassifiers: write',
      'Mutation.deleteCustomers2: tenantAdmin',
      'Mutation.deleteDeviceSettingsGroup: write',
      'Mutation.deleteGroups: write',
      'Mutation.deletePartners2: tenantAdmin',
      'Mutation.deleteRegulations: sysAdmin',
      'Mutation.deleteReportFiles: write',
      'Mutation.deleteTemplateClassifiers: sysAdmin',
      'Mutation.deleteTenantAuthProviders: tenantAdmin',
      'Mutation.deleteUsers: tenantAdmin',
      'Mutation.deletevigilScannerAuth: write',
      'Mutation.dontShowPopupAgain: signedIn',
      'Mutation.launchTenantPopup: sysAdmin',
      'Mutation.manageDeviceGroups: write',
      'Mutation.manageUserGroups: tenantAdmin',
      'Mutation.refreshTemporaryDecryptKey: tenantAdmin',
      'Mutation.remindPopupLater: signedIn',
      'Mutation.requestDeviceLog: sysAdmin',
      'Mutation.requestDeviceLog2: sysAdmin',
      'Mutation.rescan: write',
      'Mutation.reverifyPassword: self',
      'Mutation.runPolicyUpdates: tenantAdmin',
      'Mutation.runPolicyUpdatesForCustomer: tenantAdmin',
      'Mutation.runPolicyUpdatesForPartner: tenantAdmin',
      'Mutation.setClassifierTestingGroup: sysAdmin',
      'Mutation.setDevicesActiveMark: write',
      'Mutation.setDevicesArchivingMark: write',
      'Mutation.setDevicesDeletionMark: write',
      'Mutation.setPrimaryAdmin: tenantAdmin',
      'Mutation.setProcessDataUploadPermission: write',
      'Mutation.stopTenantPopup: sysAdmin',
      'Mutation.switchReportFilesScheduleType: write',
      'Mutation.uninstallDevices: write',
      'Mutation.updateAlertSetting: write',
      'Mutation.updateByCopy: sysAdmin',
      'Mutation.updateClassifier: write',
      'Mutation.updateClassifierListItem: write',
      'Mutation.updateCloudDevice: write',
      'Mutation.updateCloudDevices: write',
      'Mutation.updateCustomer2: tenantAdmin',
      'Mutation.updateCustomerOnboardingData: backOffice',
      'Mutation.updateCustomerRegulations: tenantAdmin',
      'Mutation.updateDevice: write',
      'Mutation.updateDeviceSettingsGroup: write',
      'Mutation.updateExtensionRule: write',
      'Mutation.updateFile: write',
      'Mutation.updateFipsListItem: write',
      'Mutation.updateGroup: write',
      'Mutation.updatePartner2: tenantAdmin',
      'Mutation.updatePopupTemplate: sysAdmin',
      'Mutation.updateProcessRule: write',
      'Mutation.updateRegulation: sysAdmin',
      'Mutation.updateRule: write',
      'Mutation.updateRuleListItem: write',
      'Mutation.updateTemplateClassifier: sysAdmin',
      'Mutation.updateTemplateClassifierListItem: sysAdmin',
      'Mutation.updateTenantAuthProvider: tenantAdmin',
      'Mutation.updateUser: tenantAdmin',
      'Mutation.uploadvigilScannerAuthFile: write',
      'Query.alertMailDelivery: signedIn',
      'Query.alerts: signedIn',
      'Query.alertSetting: signedIn',
      'Query.alertSettings: signedIn',
      'Query.alertTypes: signedIn',
      'Query.allClassifiers: signedIn',
      'Query.allProcessRules: signedIn',
      'Query.applicationsRisk: signedIn',
      'Query.backOfficeEntitiesAudit: backOffice',
      'Query.childFolders2: signedIn',
      'Query.childTenants: signedIn',
      'Query.classifier: signedIn',
      'Query.classifierCountries: signedIn',
      'Query.classifierEncryptionForecastDetails: signedIn',
      'Query.classifierEncryptionForecastTotals: signedIn',
      'Query.classifierRegulations: signedIn',
      'Query.classifierReviews: signedIn',
      'Query.classifiersList: signedIn',
      'Query.classifiersToEncrypt: signedIn',
      'Query.cloudDevice: signedIn',
      'Query.cloudDevices: signedIn',
      'Query.cloudDevicesScannerInfo: signedIn',
      'Query.countries: public',
      'Query.customer2: signedIn',
      'Query.customerCloudAuthData: signedIn',
      'Query.customerEncryptionPassword: tenantAdmin',
      'Query.customerLicenseInfo: signedIn',
      'Query.customerRegulations: signedIn',
      'Query.customersAndPartners2: signedIn',
      'Query.device: signedIn',
      'Query.deviceRisks: signedIn',
      'Query.deviceRisksByClassifiers: signedIn',
      'Query.deviceRootFolders: signedIn',
      'Query.devices: signedIn',
      'Query.deviceSettingsGroup: signedIn',
      'Query.deviceSettingsGroups: signedIn',
      'Query.devicesLogs: sysAdmin',
      'Query.entitiesAudit: signedIn',
      'Query.extensionsWithProcessRules2: signedIn',
      'Query.fileActions: signedIn',
      'Query.files2: signedIn',
      'Query.fipsStatus: signedIn',
      'Query.gqlToken: signedIn',
      'Query.group: signedIn',
      'Query.groups: signedIn',
      'Query.installedDevices: signedIn',
      'Query.onboardingManagers: backOffice',
      'Query.onboardingTenants: backOffice',
      'Query.partner2: signedIn',
      'Query.policies: signedIn',
      'Query.policiesDataRisksByRegulation: signedIn',
      'Query.policyUpdates: signedIn',
      'Query.policyUpdatesForPartner: signedIn',
      'Query.popups: sysAdmin',
      'Query.popupTemplate: backOffice',
      'Query.primaryAdmin: signedIn',
      'Query.processesToSetUpEncryption: signedIn',
      'Query.processRulesWithExtentions: signedIn',
      'Query.regulations: signedIn',
      'Query.regulationsDataRisks: signedIn',
      'Query.reportFiles: signedIn',
      'Query.riskOverview: signedIn',
      'Query.ruleByClassifierId: signedIn',
      'Query.scheduledReportType: signedIn',
      'Query.templateClassifier: signedIn',
      'Query.templateClassifiers: signedIn',
      'Query.tenantAuthProvider: signedIn',
      'Query.tenantAuthProviders: signedIn',
      'Query.tenantParents: signedIn',
      'Query.tenantProcesses: signedIn',
      'Query.updaterActivities: sysAdmin',
      'Query.user: signedIn',
      'Query.userInfo: self',
      'Query.userPopup: signedIn',
      'Query.users: signedIn',
      'Query.vigilScannerAuthUrls: write',
    ]);
  });

  it('covers every field of Query and Mutation', () => {
    const { schema, guards } = getSchema();
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
      root ? Object.keys(root.getFields()).map((f) => `${root.name}.${f}`) : [],
    );
    expect(guards.map((g) => g.operation).sort()).toEqual(fields.sort());
  });

  it('refuses to build a schema with an operation that declares no guard', () => {
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          guarded: { type: GraphQLInt, extensions: { guard: 'signedIn' }, resolve: () => 1 },
          forgotten: { type: GraphQLString, resolve: () => 'oops' },
        },
      }),
    });
    expect(() => applyGuards(schema)).toThrow('Query.forgotten declares no guard');
  });

  it('refuses an unknown guard name', () => {
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: { typo: { type: GraphQLInt, extensions: { guard: 'signedin' }, resolve: () => 1 } },
      }),
      mutation: new GraphQLObjectType({
        name: 'Mutation',
        fields: { ok: { type: GraphQLInt, extensions: { guard: 'write' }, resolve: () => 1 } },
      }),
    });
    expect(() => applyGuards(schema)).toThrow('Query.typo declares no guard');
  });

  it('checks mutations too', () => {
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: { ok: { type: GraphQLInt, extensions: { guard: 'public' }, resolve: () => 1 } },
      }),
      mutation: new GraphQLObjectType({
        name: 'Mutation',
        fields: { doIt: { type: GraphQLInt, resolve: () => 1 } },
      }),
    });
    expect(() => applyGuards(schema)).toThrow('Mutation.doIt declares no guard');
  });
});
