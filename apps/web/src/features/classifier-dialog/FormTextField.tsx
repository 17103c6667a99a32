import { Controller, useFormContext, type FieldPathByValue } from 'react-hook-form';
import { Box, TextField, type TextFieldProps } from '@mui/material';
import type { ClassifierForm } from '@vigil/contracts';
import { numberOf, textOfNumber, withoutLeadingSpace } from './form-helpers';

type BoundProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef' | 'type';

type FormTextFieldProps = Omit<TextFieldProps, BoundProps> & {
  /** Shown below the field while it has no error; a blank line keeps the layout steady. */
  hint?: string;
  /** False: handleSubmit does not move the focus here when the field is invalid. */
  focusOnError?: boolean;
} & (
    | {
        /** A text, typed without a leading space. */
        name: FieldPathByValue<ClassifierForm, string | null | undefined>;
        number?: false;
        /** Counts the characters under the field: `12/100`. */
        counter?: { max: number; testId?: string };
      }
    | {
        /** A number: a blank field holds NaN, which the schema calls required. */
        name: FieldPathByValue<ClassifierForm, number>;
        number: true;
        counter?: never;
      }
  );

/** A text or number field of the classifier form, with its error (or hint) below it. */
export function FormTextField({
  name,
  number = false,
  counter,
  hint = ' ',
  focusOnError = true,
  ...props
}: FormTextFieldProps) {
  const { control } = useFormContext<ClassifierForm>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value: unknown = field.value;
        const text = number
          ? textOfNumber(typeof value === 'number' ? value : null)
          : typeof value === 'string'
            ? value
            : '';
        const message = fieldState.error?.message;
        return (
          <TextField
            {...props}
            type={number ? 'number' : undefined}
            value={text}
            onChange={(e) =>
              field.onChange(number ? numberOf(e.target.value) : withoutLeadingSpace(e.target.value))
            }
            onBlur={field.onBlur}
            inputRef={focusOnError ? field.ref : undefined}
            error={Boolean(fieldState.error)}
            helperText={
              counter ? (
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <span>{message ?? ' '}</span>
                  <span data-testid={counter.testId}>
                    {text.length}/{counter.max}
                  </span>
                </Box>
              ) : (
                (message ?? hint)
              )
            }
          />
        );
      }}
    />
  );
}
