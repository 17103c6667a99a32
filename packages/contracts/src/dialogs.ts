/** Dialog types opened through ?dialogType=…&dialogData=… (spec part 1 §2, part 2 §2.5). */
export const DIALOG_TYPES = [
  'addClassifier',
  'editClassifier',
  'encryptionWizard',
  'addRegulation',
  'editRegulation',
  'createTenant',
  'createAuthProvider',
  'editTenant',
  'editTenantOnboarding',
  'deleteTenant',
  'deleteAuthProvider',
  'editAuthProvider',
  'addTemplateClassifier',
  'editTemplateClassifier',
  'addUser',
  'editUser',
  'changeUserPassword',
  'deviceDetails',
  'cloudDeviceDetails',
  'addToGroup',
  'addNewGroup',
  'editGroup',
  'addUsersToGroup',
  'addDevicesToGroup',
  'addDeviceToGroups',
  'addAlertSetting',
  'editAlertSetting',
  'editDeviceSettingsGroup',
  'createDeviceSettingsGroup',
  'deleteDeviceSettingsGroup',
] as const;
export type DialogType = (typeof DIALOG_TYPES)[number];

export function isDialogType(value: string): value is DialogType {
  return (DIALOG_TYPES as readonly string[]).includes(value);
}
