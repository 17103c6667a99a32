import { MenuItem, Switch, TextField, Tooltip } from '@mui/material';
import {
  AllowlistMessages,
  DECRYPT_PATTERNS,
  DECRYPT_PATTERN_LABELS,
  PROCESS_TYPES,
  PROCESS_TYPE_LABELS,
  canChooseDecryptPattern,
} from '@vigil/contracts';
import type { ConfirmedAction } from '../../components/ConfirmDialog';
import type { DecryptPattern, ProcessType } from '../../gql/graphql';
import { UploadPermissionRadios } from '../risk-portal/app-risk/UploadPermissionRadios';
import type { AllowlistChanges, ExtensionSettings, ProcessSettings } from './use-allowlist-changes';

export type ExtensionRow = ExtensionSettings & { extension: string; isStandardFileExtension: boolean };
export type ProcessRow = ProcessSettings & {
  id: number;
  humanName: string;
  isWebApp: boolean;
  isLlmApp: boolean;
};

const stop = { onClick: (e: { stopPropagation(): void }) => e.stopPropagation() };

/** Include in Scanning: off asks first (files of the type stop being scanned and decrypted); on applies at once. */
export function IncludeInScanningSwitch({
  row,
  changes,
  confirm,
  disabled,
}: {
  row: ExtensionRow;
  changes: AllowlistChanges;
  confirm: ConfirmedAction;
  disabled: boolean;
}) {
  const onChange = (on: boolean) => {
    if (on) {
      void changes.setExtension(row.extension, { isEnabled: true });
      return;
    }
    confirm.ask({
      title: AllowlistMessages.excludeConfirmTitle,
      message: AllowlistMessages.excludeConfirm(row.extension),
      confirmLabel: 'Exclude',
      danger: true,
      onConfirm: () => {
        confirm.close();
        void changes.setExtension(row.extension, { isEnabled: false });
      },
    });
  };
  return (
    <Switch
      checked={row.isEnabled}
      disabled={disabled}
      onChange={(_e, on) => onChange(on)}
      {...stop}
      slotProps={{
        input: {
          'aria-label': `Include .${row.extension} in scanning`,
          'data-testid': 'include-in-scanning',
        } as never,
      }}
    />
  );
}

/** Parse As Text: TEXT when on, none when off; standard file types are always read by their format. */
export function ParseAsTextSwitch({
  row,
  changes,
  disabled,
}: {
  row: ExtensionRow;
  changes: AllowlistChanges;
  disabled: boolean;
}) {
  const control = (
    <span {...stop}>
      <Switch
        checked={row.parseType === 'TEXT'}
        disabled={disabled || row.isStandardFileExtension || !row.isEnabled}
        onChange={(_e, on) => void changes.setExtension(row.extension, { parseType: on ? 'TEXT' : null })}
        slotProps={{
          input: { 'aria-label': `Parse .${row.extension} as text`, 'data-testid': 'parse-as-text' } as never,
        }}
      />
    </span>
  );
  return row.isStandardFileExtension ? (
    <Tooltip title={AllowlistMessages.parseAsTextDisabled}>{control}</Tooltip>
  ) : (
    control
  );
}

export function ApplicationTypeSelect({
  row,
  changes,
  disabled,
}: {
  row: ProcessRow;
  changes: AllowlistChanges;
  disabled: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={row.processType ?? ''}
      disabled={disabled}
      onChange={(e) => void changes.setProcess(row.id, { processType: e.target.value as ProcessType })}
      {...stop}
      slotProps={{
        select: {
          displayEmpty: true,
          SelectDisplayProps: {
            'aria-label': `Application type of ${row.humanName}`,
            'data-testid': 'application-type',
          } as never,
        },
      }}
      sx={{ minWidth: 110 }}
    >
      <MenuItem value="" disabled>
        Unknown
      </MenuItem>
      {PROCESS_TYPES.map((t) => (
        <MenuItem key={t} value={t}>
          {PROCESS_TYPE_LABELS[t]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Auto Decryption: only for Transport and Local applications. */
export function AutoDecryptionSelect({
  row,
  changes,
  disabled,
}: {
  row: ProcessRow;
  changes: AllowlistChanges;
  disabled: boolean;
}) {
  const allowed = canChooseDecryptPattern(row.processType);
  const select = (
    <TextField
      select
      size="small"
      variant="standard"
      value={row.decryptPattern}
      disabled={disabled || !allowed}
      onChange={(e) => void changes.setProcess(row.id, { decryptPattern: e.target.value as DecryptPattern })}
      {...stop}
      slotProps={{
        select: {
          SelectDisplayProps: {
            'aria-label': `Auto decryption of ${row.humanName}`,
            'data-testid': 'auto-decryption',
          } as never,
        },
      }}
      sx={{ minWidth: 170 }}
    >
      {DECRYPT_PATTERNS.map((p) => (
        <MenuItem key={p} value={p}>
          {DECRYPT_PATTERN_LABELS[p]}
        </MenuItem>
      ))}
    </TextField>
  );
  return allowed ? (
    select
  ) : (
    <Tooltip title={AllowlistMessages.autoDecryptionDisabled}>
      <span>{select}</span>
    </Tooltip>
  );
}

/** Unblock / Block / Custom; other web applications' uploads go through a browser and are fixed. */
export function UploadPermissionControl({
  row,
  changes,
  disabled,
}: {
  row: ProcessRow;
  changes: AllowlistChanges;
  disabled: boolean;
}) {
  return (
    <UploadPermissionRadios
      application={row.humanName}
      value={row.dataUploadPermission}
      disabled={disabled || (row.isWebApp && !row.isLlmApp)}
      onChange={(permission) => void changes.setProcess(row.id, { dataUploadPermission: permission })}
    />
  );
}
