import { CLOUD_AUTH_SERVICES, CLOUD_AUTH_SOURCES, CloudAuthLimits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import {
  customerCloudAuthData,
  deleteScannerAuth,
  scannerAuthUrls,
  uploadScannerAuthFile,
  type CloudAuthDataView,
  type ScannerAuthUrls,
} from './cloud-auth.service.js';

export const CloudAuthServiceEnum = builder.enumType('CloudAuthService', {
  description: 'A cloud service the repository scanner connects to (spec part 2 §3 "Scanner auth data").',
  values: CLOUD_AUTH_SERVICES,
});

const CloudAuthSourceEnum = builder.enumType('CloudAuthSource', {
  description: 'OAUTH: connected through the provider’s consent; FILE: an uploaded auth file.',
  values: CLOUD_AUTH_SOURCES,
});

const ScannerAuthUrlsRef = builder.objectRef<ScannerAuthUrls>('ScannerAuthUrls').implement({
  description:
    'The authorize URL of each service (spec part 2 §3 "auth URLs"); null: the service is not configured on this server.',
  fields: (t) => ({
    googleDrive: t.exposeString('googleDrive', { nullable: true }),
    googleMail: t.exposeString('googleMail', { nullable: true }),
    microsoftOneDrive: t.exposeString('microsoftOneDrive', { nullable: true }),
    microsoftOutlook: t.exposeString('microsoftOutlook', { nullable: true }),
  }),
});

const CloudAuthDataRef = builder.objectRef<CloudAuthDataView>('CloudAuthData').implement({
  description:
    'Scanner auth data: whether a service is connected for the customer (never its token or file).',
  fields: (t) => ({
    authService: t.expose('authService', { type: CloudAuthServiceEnum }),
    isConfigured: t.exposeBoolean('isConfigured', {
      description:
        'This server has a client for the service’s provider (else it cannot be connected by consent).',
    }),
    isConnected: t.exposeBoolean('isConnected'),
    source: t.expose('source', { type: CloudAuthSourceEnum, nullable: true }),
    connectedAt: t.expose('connectedAt', { type: 'DateTime', nullable: true }),
  }),
});

const ScannerAuthUrlsRequestInput = builder.inputType('ScannerAuthUrlsRequestInput', {
  fields: (t) => ({
    redirectUrl: t.string({
      required: true,
      description:
        'The console page to return to after the provider (a path, such as the Cloud Installation page).',
    }),
    downloadConfFile: t.boolean({
      description: 'true: the callback answers a scanner conf file instead of storing the connection.',
    }),
  }),
});

builder.queryField('vigilScannerAuthUrls', (t) =>
  t.field({
    type: ScannerAuthUrlsRef,
    description: `The customer's authorize URLs for OneDrive, Outlook, Google Drive and Google Mail; each state is signed, single use and expires in ${CloudAuthLimits.stateSeconds / 60} minutes.`,
    extensions: guard('write'),
    args: { request: t.arg({ type: ScannerAuthUrlsRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId);
      return scannerAuthUrls(ctx.db, ctx.config, user, scope, args.request, new Date());
    },
  }),
);

builder.queryField('customerCloudAuthData', (t) =>
  t.field({
    type: [CloudAuthDataRef],
    description: "The customer's cloud connections, one entry per service.",
    extensions: guard('signedIn'),
    args: { tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      customerCloudAuthData(
        ctx.db,
        ctx.config,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
      ),
  }),
);

const UploadScannerAuthFileRequestInput = builder.inputType('UploadScannerAuthFileRequestInput', {
  fields: (t) => ({
    authService: t.field({ type: CloudAuthServiceEnum, required: true }),
    file: t.string({
      required: true,
      description: `The file's text (JSON, at most ${CloudAuthLimits.fileMax / 1024} KB): a Google service account key or a scanner conf file.`,
    }),
  }),
});

builder.mutationField('uploadvigilScannerAuthFile', (t) =>
  t.field({
    type: CloudAuthDataRef,
    description: 'Connects a service with an auth file; it is kept sealed and never returned.',
    extensions: guard('write'),
    args: {
      request: t.arg({ type: UploadScannerAuthFileRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId);
      return uploadScannerAuthFile(ctx.db, ctx.config, user, scope, args.request, new Date());
    },
  }),
);

const DeleteScannerAuthRequestInput = builder.inputType('DeleteScannerAuthRequestInput', {
  fields: (t) => ({ authService: t.field({ type: CloudAuthServiceEnum, required: true }) }),
});

builder.mutationField('deletevigilScannerAuth', (t) =>
  t.field({
    type: 'Boolean',
    description: 'Disconnects a service: its token or auth file is deleted.',
    extensions: guard('write'),
    args: {
      request: t.arg({ type: DeleteScannerAuthRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId);
      return deleteScannerAuth(ctx.db, user, scope, args.request.authService);
    },
  }),
);
