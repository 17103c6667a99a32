import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox, FormControlLabel, Switch } from '@mui/material';

/** A yes/no field of a form: a labelled switch, or a checkbox. */
export function FormToggle<T extends FieldValues, TTransformed = T>({
  control,
  name,
  label,
  disabled,
  checkbox = false,
  inverted = false,
}: {
  control: Control<T, unknown, TTransformed>;
  name: FieldPath<T>;
  label: ReactNode;
  disabled: boolean;
  checkbox?: boolean;
  /** Checked when the field is false (a label that says the opposite of the stored flag). */
  inverted?: boolean;
}) {
  const Toggle = checkbox ? Checkbox : Switch;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Toggle
              checked={Boolean(field.value) !== inverted}
              onChange={(_e, checked) => field.onChange(checked !== inverted)}
              disabled={disabled}
            />
          }
          label={label}
        />
      )}
    />
  );
}
