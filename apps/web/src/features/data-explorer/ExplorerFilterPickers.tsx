import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { Limits } from '@vigil/contracts';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useTenantScope } from '../../session/tenant-scope';
import { filterClassifiersQuery, filterDevicesQuery } from './explorer.queries';

interface Option {
  id: number;
  label: string;
  /** A second line: the device's signed-in user. */
  detail?: string;
}

/** How many devices a search shows: a few screens of the list; typing narrows it. */
const DEVICES_SHOWN = 50;

interface FilterPickerProps {
  /** The id in the URL (a link from the risk portal, or a pick here); null: all. */
  id: number | null;
  onChange: (id: number | null) => void;
}

/** One choice among options, shown by name; clearing it removes the filter. */
function FilterPicker({
  label,
  testId,
  value,
  options,
  loading,
  onChange,
  onSearch,
}: {
  label: string;
  testId: string;
  value: Option | null;
  options: readonly Option[];
  loading: boolean;
  onChange: (id: number | null) => void;
  /** What is typed, when the server searches; otherwise the options are filtered here. */
  onSearch?: (text: string) => void;
}) {
  // The chosen option stays among the options, so it shows even when a search does not find it.
  const shown = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;
  return (
    <Autocomplete
      size="small"
      options={shown}
      loading={loading}
      value={value}
      onChange={(_e, v) => onChange(v?.id ?? null)}
      onInputChange={(_e, text, reason) => onSearch?.(reason === 'input' ? text.trim() : '')}
      filterOptions={onSearch ? (o) => o : undefined}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={loading ? 'Loading...' : 'No match'}
      sx={{ width: 240, flexShrink: 0 }}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'grid !important', justifyItems: 'start' }}>
          <Typography variant="body2">{o.label}</Typography>
          {o.detail && (
            <Typography variant="caption" color="text.secondary">
              {o.detail}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder="All"
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
            htmlInput: { ...params.slotProps.htmlInput, maxLength: Limits.searchMax, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}

/** Discovered Data's classifier filter: the customer's classifiers, found by name as typed. */
export function ClassifierFilterPicker({ id, onChange }: FilterPickerProps) {
  const { actingTenantId: tenantId } = useTenantScope();
  const all = useQuery(filterClassifiersQuery, { variables: { tenantId } });
  const options = useMemo<Option[]>(
    () => (all.data?.allClassifiers ?? []).map((c) => ({ id: c.id, label: c.name })),
    [all.data],
  );
  const value = id === null ? null : (options.find((o) => o.id === id) ?? { id, label: `#${id}` });
  return (
    <FilterPicker
      label="Classifier"
      testId="classifier-filter"
      value={value}
      options={options}
      loading={all.loading}
      onChange={onChange}
    />
  );
}

type DeviceItem = { id: number; name: string; nickName?: string | null; systemUserName: string };

const deviceOption = (d: DeviceItem): Option => ({
  id: d.id,
  label: d.nickName || d.name,
  detail: d.nickName ? `${d.name} · ${d.systemUserName}` : d.systemUserName,
});

/** Discovered Data's device filter: devices searched by name on the server; a link's device by its id. */
export function DeviceFilterPicker({ id, onChange }: FilterPickerProps) {
  const { actingTenantId: tenantId } = useTenantScope();
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search);
  const found = useQuery(filterDevicesQuery, {
    variables: { tenantId, take: DEVICES_SHOWN, where: text ? { name: { contains: text } } : undefined },
  });
  const chosen = useQuery(filterDevicesQuery, {
    variables: { tenantId, take: 1, where: { id: { eq: id ?? 0 } } },
    skip: id === null,
  });
  const options = useMemo(() => (found.data?.devices.items ?? []).map(deviceOption), [found.data]);
  const named = chosen.data?.devices.items.find((d) => d.id === id);
  const value =
    id === null
      ? null
      : named
        ? deviceOption(named)
        : (options.find((o) => o.id === id) ?? { id, label: `#${id}` });
  return (
    <FilterPicker
      label="Device"
      testId="device-filter"
      value={value}
      options={options}
      loading={found.loading}
      onChange={onChange}
      onSearch={setSearch}
    />
  );
}
