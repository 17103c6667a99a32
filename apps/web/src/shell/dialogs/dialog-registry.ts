import type { ComponentType } from 'react';
import { z } from 'zod';
import type { DialogType } from '@vigil/contracts';
import { DialogDataError, parseDialogData } from './dialog-params';

export interface DialogBodyProps<T = unknown> {
  data: T;
  close: () => void;
}

export interface DialogDefinition {
  title: string;
  /** A title that depends on the dialog's data (New Partner or New Customer); else `title`. */
  titleOf?: (data: unknown) => string;
  /** What the dialog is for, in a sentence (the registry's own documentation). */
  summary: string;
  data: z.ZodType;
  load: () => Promise<{ default: ComponentType<DialogBodyProps> }>;
}

const byId = z.object({ id: z.number().int().positive() }).loose();
const optional = z.object({}).loose().optional();
const tenantTypeData = z.object({ tenantType: z.enum(['PARTNER', 'CUSTOMER']) }).loose();

function tenantTitle(verb: string, data: unknown): string {
  const type = (data as { tenantType?: string } | undefined)?.tenantType;
  return `${verb} ${type === 'PARTNER' ? 'Partner' : type === 'CUSTOMER' ? 'Customer' : 'Tenant'}`;
}

function dialog(title: string, summary: string, data: z.ZodType = byId): Omit<DialogDefinition, 'load'> {
  return { title, summary, data };
}

/** Every dialog type of the spec and what it needs; a body appears here as its area is built. */
export const DIALOGS: Record<DialogType, DialogDefinition> = {
  addClassifier: {
    ...dialog(
      'Add Classifier',
      'Define a classifier step by step: Definition, Conditions, Retention and Actions.',
      optional,
    ),
    load: () => import('../../features/classifier-dialog/AddClassifierDialog'),
  },
  editClassifier: {
    ...dialog('Edit Classifier', 'Change the definition, conditions, retention and actions of a classifier.'),
    load: () => import('../../features/classifier-dialog/EditClassifierDialog'),
  },
  encryptionWizard: {
    ...dialog(
      'Encryption Wizard',
      'Pick a classifier, allowlist the applications that may auto-decrypt, and schedule encryption with a risk forecast.',
      z.object({ classifierId: z.number().int().positive().optional() }).loose().optional(),
    ),
    load: () => import('../../features/encryption-wizard/EncryptionWizardDialog'),
  },
  addRegulation: {
    ...dialog(
      'New Regulation',
      'Name, description, region, sort number and image of a regulation.',
      optional,
    ),
    load: () => import('../../features/regulations/AddRegulationDialog'),
  },
  editRegulation: {
    ...dialog('Edit Regulation', 'Change the name, description, region, sort number and image.'),
    load: () => import('../../features/regulations/EditRegulationDialog'),
  },
  createTenant: {
    ...dialog(
      'New Tenant',
      'Create a customer or a sub-partner, with its country, regulations and first administrator.',
      tenantTypeData.optional(),
    ),
    titleOf: (data) => tenantTitle('New', data),
    load: () => import('../../features/tenants/dialogs/CreateTenantDialog'),
  },
  createAuthProvider: {
    ...dialog('New Auth Provider', 'Connect Microsoft or Okta single sign-on for this tenant.', optional),
    load: () => import('../../features/sso/CreateAuthProviderDialog'),
  },
  editTenant: {
    ...dialog(
      'Edit Tenant',
      'Company details, country, two-step verification and licensing messages.',
      byId.and(tenantTypeData),
    ),
    load: () => import('../../features/tenants/dialogs/EditTenantDialog'),
  },
  editTenantOnboarding: {
    ...dialog(
      'Edit Tenant Onboarding',
      'Onboarding status and the onboarding managers of a tenant.',
      byId.and(tenantTypeData),
    ),
    load: () => import('../../features/tenants/dialogs/EditTenantOnboardingDialog'),
  },
  deleteTenant: {
    ...dialog('Delete Tenant', 'Confirm deleting a tenant and everything it owns.', byId.and(tenantTypeData)),
    load: () => import('../../features/tenants/dialogs/DeleteTenantDialog'),
  },
  deleteAuthProvider: {
    ...dialog('Delete Auth Provider', 'Confirm removing a single sign-on provider.'),
    load: () => import('../../features/sso/DeleteAuthProviderDialog'),
  },
  editAuthProvider: {
    ...dialog('Edit Auth Provider', 'Client id, client secret and URL of a single sign-on provider.'),
    load: () => import('../../features/sso/EditAuthProviderDialog'),
  },
  addTemplateClassifier: {
    ...dialog('New Template Classifier', 'A classifier template offered to every customer.', optional),
    load: () => import('../../features/classifier-dialog/AddTemplateClassifierDialog'),
  },
  editTemplateClassifier: {
    ...dialog('Edit Template Classifier', 'Change a template, with a reason for the change.'),
    // A customer's Template tab opens it to look, not to change: no "Edit", no reason asked.
    titleOf: (data) =>
      (data as { readOnly?: boolean } | undefined)?.readOnly === true
        ? 'View Template Classifier'
        : 'Edit Template Classifier',
    load: () => import('../../features/classifier-dialog/EditTemplateClassifierDialog'),
  },
  addUser: {
    ...dialog(
      'New User Wizard',
      'Account information, then a confirmation with the temporary password.',
      optional,
    ),
    load: () => import('../../features/people/NewUserWizard'),
  },
  editUser: {
    ...dialog('Update User', 'Name, admin permissions, read-only mode and two-step verification.'),
    load: () => import('../../features/people/EditUserDialog'),
  },
  changeUserPassword: {
    ...dialog('Change Password', 'Set a new password for a user.'),
    load: () => import('../../features/people/ChangeUserPasswordDialog'),
  },
  deviceDetails: {
    ...dialog('Device Details', 'Nickname, security group, monitoring and encryption settings of a device.'),
    load: () => import('../../features/devices/DeviceDetailsDialog'),
  },
  cloudDeviceDetails: {
    ...dialog('Cloud Device Details', 'Scan, encryption and scanner settings of a cloud repository.'),
    load: () => import('../../features/repositories/CloudDeviceDetailsDialog'),
  },
  addToGroup: {
    ...dialog('Add Groups', 'Choose the groups a user belongs to.'),
    load: () =>
      import('../../features/people/GroupsChoiceDialogs').then((m) => ({ default: m.AddGroupsToUserDialog })),
  },
  addNewGroup: {
    ...dialog('Add Group', 'Name and description of a new group.', optional),
    load: () => import('../../features/people/GroupDialog').then((m) => ({ default: m.AddGroupDialog })),
  },
  editGroup: {
    ...dialog('Edit Group', 'Change the name and description of a group.'),
    load: () => import('../../features/people/GroupDialog').then((m) => ({ default: m.EditGroupDialog })),
  },
  addUsersToGroup: {
    ...dialog('Add Users to Group', 'Pick users to add to this group.'),
    load: () =>
      import('../../features/people/AddMembersDialogs').then((m) => ({ default: m.AddUsersToGroupDialog })),
  },
  addDevicesToGroup: {
    ...dialog('Add Devices to Group', 'Pick devices to add to this group.'),
    load: () =>
      import('../../features/people/AddMembersDialogs').then((m) => ({ default: m.AddDevicesToGroupDialog })),
  },
  addDeviceToGroups: {
    ...dialog('Add Device to Groups', 'Choose the groups a device belongs to.'),
    load: () =>
      import('../../features/people/GroupsChoiceDialogs').then((m) => ({
        default: m.AddDeviceToGroupsDialog,
      })),
  },
  addAlertSetting: {
    ...dialog('New Alert Setting', 'Choose a trigger, then its threshold and who is notified.', optional),
    load: () => import('../../features/alerts/AddAlertSettingDialog'),
  },
  editAlertSetting: {
    ...dialog('Edit Alert Setting', 'Change the trigger settings and notification email.'),
    load: () => import('../../features/alerts/EditAlertSettingDialog'),
  },
  editDeviceSettingsGroup: {
    ...dialog('Edit Security Group', 'Monitoring, encryption and agent settings shared by devices.'),
    load: () =>
      import('../../features/security-groups/SecurityGroupDialogs').then((m) => ({
        default: m.EditSecurityGroupDialog,
      })),
  },
  createDeviceSettingsGroup: {
    ...dialog(
      'Create a Security Group',
      'Monitoring, encryption and agent settings shared by devices.',
      optional,
    ),
    load: () =>
      import('../../features/security-groups/SecurityGroupDialogs').then((m) => ({
        default: m.CreateSecurityGroupDialog,
      })),
  },
  deleteDeviceSettingsGroup: {
    ...dialog('Delete Security Group', 'Confirm deleting a security group.'),
    load: () =>
      import('../../features/security-groups/SecurityGroupDialogs').then((m) => ({
        default: m.DeleteSecurityGroupDialog,
      })),
  },
};

/** The dialog's data, checked against what the dialog needs; anything else is an internal error. */
export function readDialogData(dialogType: DialogType, rawData: string | null): unknown {
  const data = parseDialogData(dialogType, rawData);
  const result = DIALOGS[dialogType].data.safeParse(data);
  if (!result.success) throw new DialogDataError(dialogType, result.error.issues[0]?.message ?? 'mismatched');
  return result.data;
}
