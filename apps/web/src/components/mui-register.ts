import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's register for MUI's TextField: the ref belongs on the input element. */
export function muiField<TName extends string>({ ref, ...rest }: UseFormRegisterReturn<TName>) {
  return { ...rest, inputRef: ref };
}

/** A leading space is blocked in text inputs (spec part 1 §5). */
export const noLeadingSpace = (value: string): string => value.replace(/^\s+/, '');

/** register() of a text input that drops a leading space as it is typed. */
export function withoutLeadingSpace<TName extends string>(reg: UseFormRegisterReturn<TName>) {
  return {
    ...reg,
    onChange: (e: { target: { value: string } }) => {
      e.target.value = noLeadingSpace(e.target.value);
      return reg.onChange(e);
    },
  };
}
