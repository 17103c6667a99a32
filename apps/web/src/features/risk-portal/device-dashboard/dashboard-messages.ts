/** Texts of the device dashboard (spec part 1 §2, part 2 §8). */
export const DashboardText = {
  createdCasesTooltip:
    'A case is created on a sensitive-file operation when a matching rule exists in Classifiers.',
  statisticTooltip: 'Required for auto-decryption',
  encryptionTooltip: 'Encryption happens only if it is also enabled in Classifiers',
  deviceUpdated: 'Device was updated successfully',
} as const;
