import { Messages } from '@vigil/contracts';

/** Texts of the device dashboard (spec part 1 §2, part 2 §8), from the contracts. */
export const DashboardText = {
  createdCasesTooltip: Messages.createdCasesTooltip,
  statisticTooltip: Messages.monitorAppAccessTooltip,
  encryptionTooltip: Messages.allowEncryptionTooltip,
  deviceUpdated: Messages.deviceUpdated,
} as const;
