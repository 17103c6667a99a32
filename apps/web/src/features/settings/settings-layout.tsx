import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, MenuItem, Paper, TextField, Typography } from '@mui/material';
import type { z } from 'zod';
import { ErrorFallback } from '../../shell/errors/ErrorFallback';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';

/** A titled column of a settings page. */
export function SettingsColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The two columns of a settings page (one on narrow screens). */
export function SettingsColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** A settings page before its values are there: the load's error with Retry, else a spinner. */
export function SettingsPending({
  error,
  onRetry,
  grow = false,
}: {
  error: unknown;
  onRetry: () => void;
  /** Take the page's free height. */
  grow?: boolean;
}) {
  if (error) return <ErrorFallback error={error} onRetry={onRetry} />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', ...(grow ? { flex: 1 } : {}), py: 8 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/** A form's first problem per field, from its contracts schema. */
export function fieldErrors<F extends string>(
  schema: z.ZodType,
  values: unknown,
): Partial<Record<F, string>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<F, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as F] ??= issue.message;
  return errors;
}

/**
 * Save of a settings page: shows the fields' errors and stops while there are any (or `blocked`);
 * else saves, says `message` and reloads the saved values; a refusal shows in the snackbar.
 */
export function useSettingsSubmit() {
  const snackbar = useSnackbar();
  return async (options: {
    draft: { trySubmit: () => void };
    errors: object;
    blocked?: boolean;
    save: () => Promise<unknown>;
    message: string;
    reload: () => Promise<unknown>;
  }) => {
    options.draft.trySubmit();
    if (Object.keys(options.errors).length > 0 || options.blocked) return;
    try {
      await options.save();
      snackbar.show(options.message, 'success');
      await options.reload();
    } catch (error) {
      snackbar.showError(error);
    }
  };
}

/** The sticky Save and Reset bar: both wait until the page differs from what is saved. */
export function SettingsSaveBar({
  dirty,
  busy,
  onSave,
  onReset,
}: {
  dirty: boolean;
  busy: boolean;
  onSave: () => void;
  onReset: () => void;
}) {
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: 16,
        mt: 3,
        p: 1.5,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: 1.5,
        zIndex: 2,
      }}
      data-testid="settings-save-bar"
    >
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, pl: 1 }}>
        {dirty ? 'You have unsaved changes.' : 'All changes are saved.'}
      </Typography>
      <Button color="inherit" disabled={!dirty || busy} onClick={onReset}>
        Reset
      </Button>
      <Button variant="contained" disabled={!dirty || busy} onClick={onSave}>
        Save
      </Button>
    </Paper>
  );
}

/**
 * The edited copy of a settings page's saved values: a field's error shows once it was left or a
 * save was tried; a new saved copy (after a save or a reload) starts the draft over.
 */
export function useSettingsDraft<V extends object, F extends string>(saved: V | null) {
  const [values, setValues] = useState<V | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Set<F>>(new Set());
  const reset = useCallback(() => {
    setValues(saved);
    setSubmitted(false);
    setTouched(new Set());
  }, [saved]);
  useEffect(reset, [reset]);
  return {
    values,
    reset,
    set: (patch: Partial<V>) => setValues((v) => (v ? { ...v, ...patch } : v)),
    touch: (field: F) => setTouched((t) => new Set(t).add(field)),
    trySubmit: () => setSubmitted(true),
    shown: (errors: Partial<Record<F, string>>, field: F) =>
      submitted || touched.has(field) ? errors[field] : undefined,
  };
}

/** Text fields bound to a settings draft: its value, its error once shown, its blur. */
export function settingsTextFields<V extends object, F extends string & keyof V>(
  draft: ReturnType<typeof useSettingsDraft<V, F>>,
  values: V,
  errors: Partial<Record<F, string>>,
  disabled: boolean,
  defaultMax: number,
) {
  return (
    field: F,
    label: string,
    extra: { required?: boolean; max?: number; placeholder?: string } = {},
  ) => (
    <SettingsTextField
      label={label}
      value={values[field] as string}
      required={extra.required}
      placeholder={extra.placeholder}
      max={extra.max ?? defaultMax}
      disabled={disabled}
      onChange={(value) => draft.set({ [field]: value } as Partial<V>)}
      onBlur={() => draft.touch(field)}
      error={draft.shown(errors, field)}
    />
  );
}

/** A text field of a settings page; `max` is the longest valid value (one more can be typed, to show the error). */
export function SettingsTextField({
  label,
  value,
  max,
  error,
  required,
  placeholder,
  disabled,
  onChange,
  onBlur,
}: {
  label: string;
  value: string;
  max: number;
  error: string | undefined;
  required?: boolean;
  placeholder?: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <TextField
      label={label}
      value={value}
      required={required}
      placeholder={placeholder}
      disabled={disabled}
      fullWidth
      margin="dense"
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { maxLength: max + 1 } }}
    />
  );
}

/** The country of a settings page, among the API's countries. */
export function SettingsCountrySelect({
  value,
  countries,
  error,
  disabled,
  onChange,
}: {
  value: string;
  countries: readonly { id: string; name: string }[];
  error: string | undefined;
  disabled: boolean;
  onChange: (countryId: string) => void;
}) {
  return (
    <TextField
      select
      label="Country"
      required
      value={value}
      disabled={disabled}
      fullWidth
      margin="dense"
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      {countries.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
