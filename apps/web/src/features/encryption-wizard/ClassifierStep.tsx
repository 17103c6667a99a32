import { Autocomplete, Box, Link, Stack, TextField, Typography } from '@mui/material';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { formatUsd } from '@vigil/contracts';
import { ENCRYPTION_HELP_URL } from './wizard-save';

export interface ClassifierOption {
  id: number;
  name: string;
  costUsd: number;
  entriesCount: number;
}

interface ClassifierStepProps {
  options: ClassifierOption[];
  loading: boolean;
  value: ClassifierOption | null;
  onChange: (value: ClassifierOption | null) => void;
  /** A classifier given by the caller cannot be changed. */
  locked: boolean;
  error: string | null;
}

export function ClassifierStep({ options, loading, value, onChange, locked, error }: ClassifierStepProps) {
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        Choose the classifier whose files are encrypted on the devices once they have not been used for a
        while. The next steps pick the applications that may decrypt them and the delay.{' '}
        <Link
          href={ENCRYPTION_HELP_URL}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ whiteSpace: 'nowrap' }}
        >
          How encryption works
          <OpenInNewRounded sx={{ fontSize: 14, ml: 0.25, verticalAlign: 'text-bottom' }} />
        </Link>
      </Typography>
      <Autocomplete
        options={options}
        loading={loading}
        value={value}
        disabled={locked}
        onChange={(_e, v) => onChange(v)}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderOption={({ key, ...props }, o) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 2 }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {o.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatUsd(o.costUsd)} · {o.entriesCount.toLocaleString('en-US')} entries
            </Typography>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Classifier"
            required
            data-tutorial="wizard-classifier"
            error={error !== null}
            helperText={error ?? (locked ? 'Chosen where the wizard was opened.' : ' ')}
          />
        )}
      />
      {value && (
        <Stack direction="row" spacing={4} data-testid="wizard-classifier-risk">
          <Figure label="Risk" value={formatUsd(value.costUsd)} />
          <Figure label="Entries" value={value.entriesCount.toLocaleString('en-US')} />
        </Stack>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6">{value}</Typography>
    </Box>
  );
}
