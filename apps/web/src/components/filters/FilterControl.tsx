import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { Limits } from '@vigil/contracts';
import type {
  CheckboxFilterDef,
  DateFilterDef,
  DateRange,
  DateRangeFilterDef,
  FilterDef,
  IntFilterDef,
  OptionValue,
  SelectFilterDef,
  TextFilterDef,
} from './filter-types';
import { parseWholeNumber } from './filter-values';
import type { FiltersController } from './use-list-view';

interface ControlProps<D extends FilterDef> {
  def: D;
  filters: FiltersController;
}

function TextControl({ def, filters }: ControlProps<TextFilterDef>) {
  const value = (filters.draft[def.id] as string | undefined) ?? '';
  return (
    <TextField
      label={def.label}
      value={value}
      placeholder={def.placeholder}
      onChange={(e) => filters.edit(def.id, e.target.value)}
      slotProps={{ htmlInput: { maxLength: def.maxLength ?? Limits.searchMax } }}
    />
  );
}

function intRangeText(def: IntFilterDef): string {
  if (def.min !== undefined && def.max !== undefined)
    return `Enter a whole number from ${def.min} to ${def.max}.`;
  if (def.min !== undefined) return `Enter a whole number of at least ${def.min}.`;
  if (def.max !== undefined) return `Enter a whole number up to ${def.max}.`;
  return 'Enter a whole number.';
}

/** Keeps what the person typed; only a valid whole number (or nothing) reaches the filter. */
function IntControl({ def, filters }: ControlProps<IntFilterDef>) {
  const draft = (filters.draft[def.id] as number | null | undefined) ?? null;
  const [text, setText] = useState(draft === null ? '' : String(draft));
  const [shown, setShown] = useState(draft);
  if (draft !== shown) {
    // Cancel, Reset or the URL changed the draft: show it.
    setShown(draft);
    setText(draft === null ? '' : String(draft));
  }
  const valid = parseWholeNumber(text, def) !== undefined;

  return (
    <TextField
      label={def.label}
      value={text}
      error={!valid}
      helperText={valid ? undefined : intRangeText(def)}
      onChange={(e) => {
        setText(e.target.value);
        const value = parseWholeNumber(e.target.value, def);
        if (value === undefined) return;
        setShown(value);
        filters.edit(def.id, value);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

function DateControl({ def, filters }: ControlProps<DateFilterDef>) {
  const value = (filters.draft[def.id] as string | null | undefined) ?? '';
  return (
    <TextField
      type="date"
      label={def.label}
      value={value}
      onChange={(e) => filters.edit(def.id, e.target.value || null)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** Start and end pickers; a start after the end is refused (spec part 1 §5). */
function DateRangeControl({ def, filters }: ControlProps<DateRangeFilterDef>) {
  const draft = (filters.draft[def.id] as DateRange | undefined) ?? { from: null, to: null };
  const [range, setRange] = useState(draft);
  const [shown, setShown] = useState(draft);
  if (draft.from !== shown.from || draft.to !== shown.to) {
    setShown(draft);
    setRange(draft);
  }
  const invalid = Boolean(range.from && range.to && range.from > range.to);

  const change = (next: DateRange) => {
    setRange(next);
    if (next.from && next.to && next.from > next.to) return;
    setShown(next);
    filters.edit(def.id, next);
  };

  return (
    <Box role="group" aria-label={def.label} sx={{ display: 'flex', gap: 1.5 }}>
      <TextField
        type="date"
        label={`${def.label}: from`}
        value={range.from ?? ''}
        error={invalid}
        helperText={invalid ? 'The start must not be after the end.' : undefined}
        onChange={(e) => change({ ...range, from: e.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to ?? undefined } }}
      />
      <TextField
        type="date"
        label={`${def.label}: to`}
        value={range.to ?? ''}
        error={invalid}
        onChange={(e) => change({ ...range, to: e.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from ?? undefined } }}
      />
    </Box>
  );
}

function optionIndex(def: SelectFilterDef, value: OptionValue): string {
  const i = def.options.findIndex((o) => o.value === value);
  return i < 0 ? '' : String(i);
}

function SelectControl({ def, filters }: ControlProps<SelectFilterDef>) {
  const draft = filters.draft[def.id];
  if (def.multiple) {
    const values = Array.isArray(draft) ? draft : [];
    return (
      <TextField
        select
        label={def.label}
        value={values.map((v) => optionIndex(def, v)).filter((i) => i !== '')}
        onChange={(e) => {
          const picked = e.target.value as unknown as string[] | string;
          const indices = typeof picked === 'string' ? picked.split(',') : picked;
          filters.edit(
            def.id,
            indices.map((i) => def.options[Number(i)]?.value ?? null).filter((v) => v !== null),
          );
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as string[]).map((i) => def.options[Number(i)]?.label ?? '').join(', '),
          },
        }}
      >
        {def.options.map((o, i) => (
          <MenuItem key={i} value={String(i)}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      select
      label={def.label}
      value={optionIndex(def, (draft as OptionValue | undefined) ?? null)}
      onChange={(e) => filters.edit(def.id, def.options[Number(e.target.value)]?.value ?? null)}
    >
      {def.options.map((o, i) => (
        <MenuItem key={i} value={String(i)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function CheckboxControl({ def, filters }: ControlProps<CheckboxFilterDef>) {
  return (
    <FormControlLabel
      label={def.label}
      control={
        <Checkbox
          checked={filters.draft[def.id] === true}
          onChange={(e) => filters.edit(def.id, e.target.checked)}
        />
      }
    />
  );
}

/** The control of one filter, bound to its draft value. */
export function FilterControl({ def, filters }: ControlProps<FilterDef>) {
  switch (def.type) {
    case 'text':
      return <TextControl def={def} filters={filters} />;
    case 'int':
      return <IntControl def={def} filters={filters} />;
    case 'date':
      return <DateControl def={def} filters={filters} />;
    case 'dateRange':
      return <DateRangeControl def={def} filters={filters} />;
    case 'select':
      return <SelectControl def={def} filters={filters} />;
    case 'checkbox':
      return <CheckboxControl def={def} filters={filters} />;
  }
}
