import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  FormHelperText,
  TextField,
  Typography,
} from '@mui/material';
import UploadRounded from '@mui/icons-material/UploadRounded';
import {
  Limits,
  Messages,
  regulationFormSchema,
  regulationImageSchema,
  type RegulationForm,
  type RegulationFormInput,
} from '@vigil/contracts';
import { FormToggle } from '../../components/FormToggle';
import { useCurrentUser } from '../../session/current-user';
import { isSysAdmin } from '../../session/route-decisions';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { RegulationImage } from './RegulationImage';
import {
  createRegulationMutation,
  regulationCountriesQuery,
  regulationsListQuery,
  updateRegulationMutation,
} from './regulations.query';

const EMPTY: RegulationFormInput = {
  name: '',
  description: '',
  region: '',
  // Empty until typed; an empty sort number is 'Value is required'.
  sortNumber: '' as unknown as number,
  image: null,
  setByDefault: false,
  canBeSetForCountries: false,
  availableCountries: [],
};

/** A leading space is blocked in text inputs (spec part 1 §5). */
const noLeadingSpace = (value: string) => value.replace(/^\s+/, '');

function readPng(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** dialogType editRegulation ({id}) loads the regulation; addRegulation starts empty. */
export function RegulationDialog({ id, close }: { id?: number; close: () => void }) {
  const loaded = useQuery(regulationsListQuery, {
    variables: { where: { id: { eq: id ?? 0 } }, take: 1 },
    fetchPolicy: 'network-only',
    skip: id === undefined,
  });
  if (id === undefined) return <RegulationFormBody initial={EMPTY} close={close} />;
  if (loaded.error)
    return (
      <DialogContent sx={{ py: 3 }}>
        <Alert severity="error">{loaded.error.message}</Alert>
      </DialogContent>
    );
  if (loaded.loading || !loaded.data)
    return (
      <DialogContent sx={{ py: 4 }}>
        <Typography color="text.secondary">{Messages.loading}</Typography>
      </DialogContent>
    );
  const r = loaded.data.regulations.items[0];
  if (!r)
    return (
      <DialogContent sx={{ py: 4 }}>
        <Typography color="text.secondary">{Messages.notFound}</Typography>
      </DialogContent>
    );
  return (
    <RegulationFormBody
      id={r.id}
      initial={{
        name: r.name,
        description: r.description,
        region: r.region,
        sortNumber: r.sortNumber,
        image: r.image,
        setByDefault: r.setByDefault,
        canBeSetForCountries: r.canBeSetForCountries,
        availableCountries: r.availableCountries.map((c) => c.id),
      }}
      close={close}
    />
  );
}

function RegulationFormBody({
  id,
  initial,
  close,
}: {
  id?: number;
  initial: RegulationFormInput;
  close: () => void;
}) {
  const user = useCurrentUser();
  const readOnly = !isSysAdmin(user) || user.isReadOnlyUser;
  const snackbar = useSnackbar();
  const countries = useQuery(regulationCountriesQuery, { fetchPolicy: 'cache-first' });
  const [create] = useMutation(createRegulationMutation);
  const [update] = useMutation(updateRegulationMutation);
  const fileInput = useRef<HTMLInputElement>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegulationFormInput, unknown, RegulationForm>({
    resolver: zodResolver(regulationFormSchema),
    defaultValues: initial,
  });
  const image = watch('image');
  const name = watch('name');
  const canBeSetForCountries = watch('canBeSetForCountries');

  async function onFile(file: File | undefined) {
    setImageError(null);
    if (!file) return;
    if (file.type !== 'image/png') {
      setImageError(Messages.regulationImageNotPng);
      return;
    }
    const dataUrl = await readPng(file);
    const checked = regulationImageSchema.safeParse(dataUrl);
    if (!checked.success) {
      setImageError(checked.error.issues[0]?.message ?? Messages.regulationImageNotPng);
      return;
    }
    setValue('image', checked.data, { shouldDirty: true });
  }

  const onSubmit = handleSubmit(async (form) => {
    const request = {
      name: form.name,
      description: form.description,
      region: form.region,
      sortNumber: form.sortNumber,
      setByDefault: form.setByDefault,
      canBeSetForCountries: form.canBeSetForCountries,
      availableCountries: form.availableCountries,
      // On update an unchanged image is left out (kept); null removes it.
      ...(id === undefined || form.image !== initial.image ? { image: form.image ?? null } : {}),
    };
    try {
      if (id === undefined) {
        await create({ variables: { request } });
        snackbar.show(Messages.regulationCreated, 'success');
      } else {
        await update({ variables: { request: { id, ...request } } });
        snackbar.show(Messages.regulationUpdated, 'success');
      }
      close();
    } catch (e) {
      snackbar.showError(e);
    }
  });

  const options = countries.data?.classifierCountries ?? [];
  const textProps = (field: 'name' | 'description' | 'region') => {
    const reg = register(field, {
      setValueAs: (v: unknown) => (typeof v === 'string' ? noLeadingSpace(v) : v),
    });
    return {
      ...reg,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        e.target.value = noLeadingSpace(e.target.value);
        return reg.onChange(e);
      },
    };
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 2.5 }}>
        <TextField
          label="Name"
          required
          disabled={readOnly}
          {...textProps('name')}
          error={!!errors.name}
          helperText={errors.name?.message ?? `${name?.length ?? 0}/${Limits.regulationNameMax}`}
          slotProps={{ htmlInput: { maxLength: Limits.regulationNameMax, 'data-testid': 'regulation-name' } }}
        />
        <TextField
          label="Description"
          required
          multiline
          minRows={2}
          disabled={readOnly}
          {...textProps('description')}
          error={!!errors.description}
          helperText={errors.description?.message}
          slotProps={{ htmlInput: { maxLength: Limits.regulationDescriptionMax } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <TextField
            label="Region"
            required
            disabled={readOnly}
            {...textProps('region')}
            error={!!errors.region}
            helperText={errors.region?.message}
            slotProps={{ htmlInput: { maxLength: Limits.regulationRegionMax } }}
          />
          <TextField
            label="Sort Number"
            required
            disabled={readOnly}
            {...register('sortNumber', {
              setValueAs: (v: unknown) => (v === '' || v === null ? '' : Number(v)),
            })}
            error={!!errors.sortNumber}
            helperText={errors.sortNumber?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': 'Sort Number' } }}
          />
        </Box>
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Image
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box data-testid="regulation-image-preview">
              <RegulationImage image={image} name={name || 'Regulation'} size={56} />
            </Box>
            {!readOnly && (
              <>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<UploadRounded />}
                  onClick={() => fileInput.current?.click()}
                >
                  Upload PNG
                </Button>
                {image && (
                  <Button
                    size="small"
                    color="inherit"
                    onClick={() => setValue('image', null, { shouldDirty: true })}
                  >
                    Remove
                  </Button>
                )}
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/png"
                  hidden
                  data-testid="regulation-image-input"
                  onChange={(e) => {
                    void onFile(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
              </>
            )}
          </Box>
          <FormHelperText error={!!(imageError ?? errors.image)}>
            {imageError ?? errors.image?.message ?? `PNG, at most ${Limits.regulationImageMaxKb} KB`}
          </FormHelperText>
        </Box>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <FormToggle control={control} name="setByDefault" label="Set by default" disabled={readOnly} />
          <FormToggle
            control={control}
            name="canBeSetForCountries"
            label="Can be set for countries"
            disabled={readOnly}
          />
        </Box>
        <Controller
          control={control}
          name="availableCountries"
          render={({ field }) => (
            <Autocomplete
              multiple
              disabled={readOnly}
              options={options.map((c) => c.code)}
              getOptionLabel={(code) => options.find((c) => c.code === code)?.name ?? code}
              value={field.value ?? []}
              onChange={(_e, value) => field.onChange(value)}
              loading={countries.loading}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Available countries"
                  helperText={
                    errors.availableCountries?.message ??
                    (canBeSetForCountries
                      ? 'Customers may choose some of these countries (none: global)'
                      : 'None: a global regulation')
                  }
                  error={!!errors.availableCountries}
                />
              )}
            />
          )}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} color="inherit">
          Close
        </Button>
        {!readOnly && (
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="regulation-submit"
          >
            {id === undefined ? 'Create' : 'Update'}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
