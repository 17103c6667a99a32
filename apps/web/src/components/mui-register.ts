import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's register for MUI's TextField: the ref belongs on the input element. */
export function muiField<TName extends string>({ ref, ...rest }: UseFormRegisterReturn<TName>) {
  return { ...rest, inputRef: ref };
}
