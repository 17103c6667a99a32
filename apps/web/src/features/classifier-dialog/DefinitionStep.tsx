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
import { FormToggle } from '../../components/FormToggle';
import { textOfNumber, withoutLeadingSpace } from './form-helpers';
import { FormTextField } from './FormTextField';

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

/** A multiple choice among named options, stored as their keys (regulation ids, country codes). */
function OptionsPicker<O extends { name: string }, K extends string | number>({
  name,
  label,
  options,
  keyOf,
  disabled,
}: {
  name: 'regulations' | 'countries';
  label: string;
  options: readonly O[];
  keyOf: (option: O) => K;
  disabled: boolean;
}) {
  const { control } = useFormContext<ClassifierForm>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const keys: readonly (string | number)[] = field.value;
        return (
          <Autocomplete
            multiple
            options={options}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => keyOf(a) === keyOf(b)}
            value={options.filter((o) => keys.includes(keyOf(o)))}
            onChange={(_e, v) => field.onChange(v.map(keyOf))}
            disabled={disabled}
            renderInput={(params) => <TextField {...params} label={label} />}
          />
        );
      }}
    />
  );
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
      <FormTextField
        name="name"
        label="Name"
        required
        disabled={readOnly}
        counter={{ max: ClassifierLimits.nameMax, testId: 'name-counter' }}
      />
      <FormTextField
        name="shortName"
        label="Short Name"
        required
        disabled={readOnly}
        counter={{ max: ClassifierLimits.shortNameMax }}
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
      <FormTextField
        name="valuePerRecord"
        number
        label="Value per Record"
        required
        disabled={readOnly}
        hint="USD per record found"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          htmlInput: { min: 0, max: ClassifierLimits.valuePerRecordMax, step: 'any' },
        }}
      />
      <FormTextField
        name="description"
        label="Description"
        multiline
        minRows={2}
        disabled={readOnly}
        focusOnError={false}
        sx={{ gridColumn: '1 / -1' }}
      />
      <OptionsPicker
        name="regulations"
        label="Regulations"
        options={props.regulations}
        keyOf={(r) => r.id}
        disabled={pickersDisabled}
      />
      <OptionsPicker
        name="countries"
        label="Countries"
        options={props.countries}
        keyOf={(c) => c.code}
        disabled={pickersDisabled}
      />
      <FormToggle control={control} name="isSensitive" label="Sensitive" disabled={readOnly} />
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
      {!readOnly && (template || (isEdit && !regular)) && (
        <FormTextField
          name="reasonForChange"
          label="Reason for Change"
          required={template}
          multiline
          minRows={2}
          disabled={readOnly}
          sx={{ gridColumn: '1 / -1' }}
        />
      )}
    </Box>
  );
}
