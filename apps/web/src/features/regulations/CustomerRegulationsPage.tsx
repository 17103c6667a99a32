import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import SaveRounded from '@mui/icons-material/SaveRounded';
import { Messages } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { errorText } from '../../graphql/error-text';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import {
  customerRegulationSelectionQuery,
  regulationsListQuery,
  updateCustomerRegulationsMutation,
} from './regulations.query';
import { RegulationImage } from './RegulationImage';
import {
  selectionDiffers,
  selectionOf,
  toContentTypes,
  toggled,
  withCountries,
  type Selection,
} from './selection';

/**
 * Deployment → Regulations (spec part 1 §2, part 2 §4 "Regulation selection"): the regulations
 * the customer is subject to, with a per-country list where the regulation allows it. Save is
 * enabled only when the selection differs from the saved one.
 */
export default function CustomerRegulationsPage({ info }: { info: AreaInfo }) {
  const { actingTenantId } = useTenantScope();
  const user = useCurrentUser();
  const canEdit = !user.isReadOnlyUser && !user.isRegular;
  const snackbar = useSnackbar();
  const tenantId = actingTenantId ?? undefined;
  const library = useQuery(regulationsListQuery, {
    variables: { take: 300, tenantId },
    fetchPolicy: 'network-only',
  });
  const selected = useQuery(customerRegulationSelectionQuery, {
    variables: { tenantId },
    fetchPolicy: 'network-only',
  });
  const [save, saving] = useMutation(updateCustomerRegulationsMutation);

  const saved = useMemo<Selection>(
    () => selectionOf(selected.data?.customerRegulations ?? []),
    [selected.data],
  );
  const [draft, setDraft] = useState<Selection>(saved);
  useEffect(() => setDraft(saved), [saved]);

  const regulations = library.data?.regulations.items ?? [];
  const dirty = selectionDiffers(draft, saved);
  const error = library.error ?? selected.error;
  const loading = (library.loading && !library.data) || (selected.loading && !selected.data);

  async function onSave() {
    try {
      await save({
        variables: {
          tenantId,
          request: {
            contentTypes: toContentTypes(
              draft,
              (id) => regulations.find((r) => r.id === id)?.canBeSetForCountries ?? false,
            ),
          },
        },
      });
      snackbar.show(Messages.regulationsUpdated, 'success');
      await selected.refetch();
    } catch (e) {
      snackbar.showError(e);
    }
  }

  return (
    <PageContainer>
      <PageHeader
        title={info.title}
        description="Choose the regulations your organisation is subject to. Each brings its template classifiers; where a regulation allows it, limit it to some of its countries."
        actions={
          canEdit && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button disabled={!dirty || saving.loading} onClick={() => setDraft(saved)} color="inherit">
                Reset
              </Button>
              <Button
                variant="contained"
                startIcon={saving.loading ? <CircularProgress size={16} color="inherit" /> : <SaveRounded />}
                disabled={!dirty || saving.loading}
                onClick={() => void onSave()}
                data-testid="regulations-save"
              >
                Save
              </Button>
            </Box>
          )
        }
      />
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {loading && (
        <Box sx={{ p: 6, display: 'grid', placeItems: 'center' }}>
          <CircularProgress size={28} />
        </Box>
      )}
      {!loading && !error && regulations.length === 0 && (
        <Typography color="text.secondary">{Messages.noData}</Typography>
      )}
      <Box
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
        data-testid="regulation-selection"
      >
        {regulations.map((r) => {
          const on = draft.has(r.id);
          const countries = draft.get(r.id) ?? [];
          const options = r.availableCountries;
          return (
            <Paper
              key={r.id}
              variant="outlined"
              data-testid="regulation-option"
              data-name={r.name}
              data-selected={on}
              sx={{
                p: 2,
                display: 'flex',
                gap: 1.5,
                alignItems: 'flex-start',
                borderColor: on ? 'primary.main' : 'divider',
                bgcolor: on ? 'action.hover' : 'background.paper',
                transition: 'border-color 120ms, background-color 120ms',
              }}
            >
              <RegulationImage image={r.image} name={r.name} size={40} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {r.name}
                  </Typography>
                  <Chip size="small" label={r.region} variant="outlined" />
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {r.description}
                </Typography>
                {on && r.canBeSetForCountries && (
                  <Autocomplete
                    multiple
                    size="small"
                    sx={{ mt: 1.5 }}
                    disabled={!canEdit}
                    options={options.map((c) => c.id)}
                    getOptionLabel={(code) => options.find((c) => c.id === code)?.name ?? code}
                    value={[...countries]}
                    onChange={(_e, value) => setDraft((d) => withCountries(d, r.id, value))}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label="Countries"
                        placeholder={countries.length === 0 ? 'All countries' : ''}
                        helperText={countries.length === 0 ? 'Applies to all of its countries' : undefined}
                        slotProps={{
                          ...params.slotProps,
                          htmlInput: {
                            ...params.slotProps.htmlInput,
                            'aria-label': `Countries of ${r.name}`,
                          },
                        }}
                      />
                    )}
                  />
                )}
              </Box>
              <Switch
                checked={on}
                disabled={!canEdit}
                onChange={(_e, value) => setDraft((d) => toggled(d, r.id, value))}
                slotProps={{ input: { 'aria-label': `Select ${r.name}` } }}
              />
            </Paper>
          );
        })}
      </Box>
    </PageContainer>
  );
}
