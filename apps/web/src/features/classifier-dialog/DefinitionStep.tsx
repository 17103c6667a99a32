import { Controller, useFormContext } from 'react-hook-form';
import {
  Autocomplete,
  Box,
  FormControlLabel,
  InputAdornment,
  MenuItem,
  Switch,
  TextField,
  Tooltip,
} from '@mui/material';
import { ClassifierLimits, FILTER_TYPE_LABELS, type ClassifierForm, type FilterType } from '@vigil/contracts';
import { numberOf, textOfNumber, withoutLeadingSpace } from './form-helpers';

export interface RegulationOption {
  id: number;
  name: string;
}
export interface CountryOption {
  code: string;
  name: string;
}

interface DefinitionStepProps {
  isEdit: boolean;
  readOnly: boolean;
  /** SysAdmin: Version Number shown and required. */
  admin: boolean;
  /** Regular users cannot edit regulations and countries and do not see Reason for Change. */
  regular: boolean;
  template: boolean;
  /** A customer classifier added from a template. */
  templateBased: boolean;
  types: readonly FilterType[];
  onTypeChange: (type: FilterType) => void;
  regulations: RegulationOption[];
  countries: CountryOption[];
}

/** Step 1: the general details (spec part 1 §3 "Classifier general form", §5 "Classifier"). */
export function DefinitionStep(props: DefinitionStepProps) {
  const { control } = useFormContext<ClassifierForm>();
  const { readOnly, isEdit, admin, regular, template } = props;
  const pickersDisabled = readOnly || regular;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.25 }}>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <TextField
            select
            label="Classifier Type"
            value={field.value}
            onChange={(e) => props.onTypeChange(e.target.value as FilterType)}
            disabled={readOnly || isEdit}
            helperText={isEdit ? 'The type of a classifier cannot be changed.' : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'classifier-type' } }}
            sx={{ gridColumn: '1 / -1' }}
          >
            {props.types.map((t) => (
              <MenuItem key={t} value={t}>
                {FILTER_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            label="Name"
            required
            value={field.value}
            onChange={(e) => field.onChange(withoutLeadingSpace(e.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={readOnly}
            error={Boolean(fieldState.error)}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <span>{fieldState.error?.message ?? ' '}</span>
                <span data-testid="name-counter">
                  {field.value.length}/{ClassifierLimits.nameMax}
                </span>
              </Box>
            }
          />
        )}
      />
      <Controller
        control={control}
        name="shortName"
        render={({ field, fieldState }) => (
          <TextField
            label="Short Name"
            required
            value={field.value}
            onChange={(e) => field.onChange(withoutLeadingSpace(e.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={readOnly}
            error={Boolean(fieldState.error)}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <span>{fieldState.error?.message ?? ' '}</span>
                <span>
                  {field.value.length}/{ClassifierLimits.shortNameMax}
                </span>
              </Box>
            }
          />
        )}
      />
      {admin && (
        <Controller
          control={control}
          name="filterVersion"
          render={({ field, fieldState }) => (
            <TextField
              label="Version Number"
              required
              value={typeof field.value === 'string' ? field.value : textOfNumber(field.value)}
              onChange={(e) => {
                const text = withoutLeadingSpace(e.target.value);
                // Digits become the number; anything else stays text, which the schema calls not numeric.
                field.onChange(text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : text);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={readOnly}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="valuePerRecord"
        render={({ field, fieldState }) => (
          <TextField
            label="Value per Record"
            required
            type="number"
            value={textOfNumber(field.value)}
            onChange={(e) => field.onChange(numberOf(e.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={readOnly}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'USD per record found'}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              htmlInput: { min: 0, max: ClassifierLimits.valuePerRecordMax, step: 'any' },
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <TextField
            label="Description"
            multiline
            minRows={2}
            value={field.value}
            onChange={(e) => field.onChange(withoutLeadingSpace(e.target.value))}
            onBlur={field.onBlur}
            disabled={readOnly}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? ' '}
            sx={{ gridColumn: '1 / -1' }}
          />
        )}
      />
      <Controller
        control={control}
        name="regulations"
        render={({ field }) => (
          <Autocomplete
            multiple
            options={props.regulations}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={props.regulations.filter((r) => field.value.includes(r.id))}
            onChange={(_e, v) => field.onChange(v.map((r) => r.id))}
            disabled={pickersDisabled}
            renderInput={(params) => <TextField {...params} label="Regulations" />}
          />
        )}
      />
      <Controller
        control={control}
        name="countries"
        render={({ field }) => (
          <Autocomplete
            multiple
            options={props.countries}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            value={props.countries.filter((c) => field.value.includes(c.code))}
            onChange={(_e, v) => field.onChange(v.map((c) => c.code))}
            disabled={pickersDisabled}
            renderInput={(params) => <TextField {...params} label="Countries" />}
          />
        )}
      />
      <Controller
        control={control}
        name="isSensitive"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                disabled={readOnly}
              />
            }
            label="Sensitive"
          />
        )}
      />
      {props.templateBased && regular && (
        <Controller
          control={control}
          name="isBlocked"
          render={({ field }) => (
            <Tooltip title="Set by an administrator">
              <FormControlLabel
                control={<Switch checked={Boolean(field.value)} disabled />}
                label="Block Classifier Auto-Update"
              />
            </Tooltip>
          )}
        />
      )}
      {(template || (isEdit && !regular)) && (
        <Controller
          control={control}
          name="reasonForChange"
          render={({ field, fieldState }) => (
            <TextField
              label="Reason for Change"
              required={template}
              multiline
              minRows={2}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(withoutLeadingSpace(e.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={readOnly}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? ' '}
              sx={{ gridColumn: '1 / -1' }}
            />
          )}
        />
      )}
    </Box>
  );
}
