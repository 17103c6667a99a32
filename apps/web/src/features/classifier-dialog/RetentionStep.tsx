import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Box, Button, IconButton, MenuItem, Paper, TextField, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import {
  emptyRetentionPolicy,
  FILE_DATE_TIME_ATTRIBUTES,
  RETENTION_ACTION_LABELS,
  RETENTION_ACTIONS,
  RETENTION_DELAY_UNITS,
  type ClassifierForm,
} from '@vigil/contracts';
import { DELAY_UNIT_LABELS, FILE_DATE_LABELS } from './form-helpers';

/** The Retention step, for customers of the Dev testing group (spec part 1 §3 "Retention policy"). */
export function RetentionStep({ readOnly }: { readOnly: boolean }) {
  const { control } = useFormContext<ClassifierForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'retentionPolicies' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="subtitle1">Manage Retention Options</Typography>
        <Typography variant="body2" color="text.secondary">
          What happens to the classifier&apos;s files after a time counted from one of their dates.
        </Typography>
      </Box>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No retention option yet.
        </Typography>
      )}
      {fields.map((f, i) => (
        <Paper
          key={f.id}
          variant="outlined"
          sx={{
            p: 2,
            borderRadius: 2,
            display: 'grid',
            gridTemplateColumns: '1.3fr 0.7fr 0.8fr 1.2fr 40px',
            gap: 1.5,
            alignItems: 'center',
          }}
          data-testid={`retention-${i}`}
        >
          <Controller
            control={control}
            name={`retentionPolicies.${i}.action`}
            render={({ field }) => (
              <TextField
                select
                size="small"
                label="Action"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                disabled={readOnly}
              >
                {RETENTION_ACTIONS.map((a) => (
                  <MenuItem key={a} value={a}>
                    {RETENTION_ACTION_LABELS[a]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name={`retentionPolicies.${i}.delayValue`}
            render={({ field }) => (
              <TextField
                size="small"
                label="After"
                type="number"
                value={Number.isNaN(field.value) ? '' : field.value}
                onChange={(e) =>
                  field.onChange(e.target.value === '' ? 0 : Math.max(0, Math.trunc(Number(e.target.value))))
                }
                disabled={readOnly}
                slotProps={{ htmlInput: { min: 0 } }}
              />
            )}
          />
          <Controller
            control={control}
            name={`retentionPolicies.${i}.delayUnit`}
            render={({ field }) => (
              <TextField
                select
                size="small"
                label="Unit"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                disabled={readOnly}
              >
                {RETENTION_DELAY_UNITS.map((u) => (
                  <MenuItem key={u} value={u}>
                    {DELAY_UNIT_LABELS[u]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name={`retentionPolicies.${i}.fileDateTimeAttribute`}
            render={({ field }) => (
              <TextField
                select
                size="small"
                label="Counted from"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                disabled={readOnly}
              >
                {FILE_DATE_TIME_ATTRIBUTES.map((a) => (
                  <MenuItem key={a} value={a}>
                    {FILE_DATE_LABELS[a]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {!readOnly ? (
            <IconButton
              size="small"
              aria-label={`Remove retention option ${i + 1}`}
              onClick={() => remove(i)}
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          ) : (
            <span />
          )}
        </Paper>
      ))}
      {!readOnly && (
        <Box>
          <Button startIcon={<AddRounded />} onClick={() => append(emptyRetentionPolicy())}>
            Add Retention Option
          </Button>
        </Box>
      )}
    </Box>
  );
}
