import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  Radio,
  TextField,
  Typography,
} from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import {
  COMMON_EXTENSION_SUGGESTIONS,
  FILE_SOURCE_TYPES,
  LOGICAL_OPERATORS,
  normalizeExtensions,
  type ClassifierForm,
} from '@vigil/contracts';
import { ContentConditions } from './ContentConditions';
import { FolderPicker, type PickedFolder } from './FolderPicker';
import { FILE_SOURCE_LABELS, withoutLeadingSpace } from './form-helpers';
import { processRulesQuery } from './pickers.queries';

export interface ClassifierOption {
  id: number;
  name: string;
}

interface ConditionsStepProps {
  readOnly: boolean;
  isEdit: boolean;
  tenantId: number | null;
  /** Classifiers a compound item may pick (the classifier itself left out). */
  classifierOptions: ClassifierOption[];
  folder: PickedFolder | null;
  onFolderChange: (folder: PickedFolder) => void;
}

function ExtensionsConditions({ readOnly }: { readOnly: boolean }) {
  const { control } = useFormContext<ClassifierForm>();
  return (
    <Controller
      control={control}
      name="extensions"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          freeSolo
          options={[...COMMON_EXTENSION_SUGGESTIONS]}
          value={field.value}
          onChange={(_e, v) =>
            field.onChange(normalizeExtensions(v.map((x) => withoutLeadingSpace(String(x)))))
          }
          disabled={readOnly}
          filterSelectedOptions
          renderInput={(params) => (
            <TextField
              {...params}
              label="Extensions"
              required
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ?? 'Pick a suggestion or type an extension and press Enter'
              }
            />
          )}
        />
      )}
    />
  );
}

function StoragePlatformConditions({ readOnly }: { readOnly: boolean }) {
  const { control } = useFormContext<ClassifierForm>();
  return (
    <Controller
      control={control}
      name="fileSourceType"
      render={({ field, fieldState }) => (
        <TextField
          select
          required
          label="Storage Platform"
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          disabled={readOnly}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Files synchronised from this platform match'}
          slotProps={{ htmlInput: { 'data-testid': 'file-source-type' } }}
        >
          {FILE_SOURCE_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {FILE_SOURCE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

function ApplicationConditions({ readOnly, tenantId }: { readOnly: boolean; tenantId: number | null }) {
  const { control } = useFormContext<ClassifierForm>();
  const { data, loading } = useQuery(processRulesQuery, {
    variables: { tenantId },
    fetchPolicy: 'network-only',
  });
  const options = data?.allProcessRules ?? [];
  return (
    <Controller
      control={control}
      name="processId"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          loading={loading}
          getOptionLabel={(o) => o.humanName}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={options.find((o) => o.id === field.value) ?? null}
          onChange={(_e, v) => field.onChange(v?.id ?? null)}
          disabled={readOnly}
          renderOption={(props, o) => (
            <li {...props} key={o.id}>
              <Box>
                <Typography variant="body2">{o.humanName}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {o.processName}
                </Typography>
              </Box>
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Application"
              required
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Files the application opens or writes match'}
            />
          )}
        />
      )}
    />
  );
}

function CompoundGroupCard({
  index,
  readOnly,
  isEdit,
  options,
  onRemove,
}: {
  index: number;
  readOnly: boolean;
  isEdit: boolean;
  options: ClassifierOption[];
  onRemove?: () => void;
}) {
  const { control, setValue } = useFormContext<ClassifierForm>();
  const { fields, append, remove } = useFieldArray({ control, name: `compoundGroups.${index}.items` });
  const baseOn = useWatch({ control, name: 'baseOnGroupIndex' });
  const items = useWatch({ control, name: `compoundGroups.${index}.items` });
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid={`compound-group-${index}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography variant="subtitle2">Group {index + 1}</Typography>
        <Controller
          control={control}
          name={`compoundGroups.${index}.logicalOperator`}
          render={({ field }) => (
            <TextField
              select
              size="small"
              label="Operator"
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              disabled={readOnly}
              sx={{ width: 120 }}
            >
              {LOGICAL_OPERATORS.map((o) => (
                <MenuItem key={o} value={o}>
                  {o}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormControlLabel
          sx={{ ml: 'auto' }}
          control={
            <Radio
              checked={baseOn === index}
              onChange={() => setValue('baseOnGroupIndex', index, { shouldDirty: true })}
              disabled={readOnly}
            />
          }
          label="Entries are based on this group"
        />
        {onRemove && !readOnly && (
          <IconButton size="small" aria-label={`Remove group ${index + 1}`} onClick={onRemove}>
            <DeleteOutlineRounded fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.25 }}>
        {fields.map((f, j) => {
          const nodeType = items?.[j]?.nodeType ?? 'CLASSIFIER';
          const legacy = isEdit && nodeType === 'LIST';
          return (
            <Box
              key={f.id}
              sx={{ display: 'grid', gridTemplateColumns: '150px 1fr 40px', gap: 1.25, alignItems: 'start' }}
            >
              <Controller
                control={control}
                name={`compoundGroups.${index}.items.${j}.nodeType`}
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    label="Item"
                    value={field.value}
                    onChange={(e) => field.onChange(e.target.value)}
                    disabled={readOnly || legacy}
                  >
                    <MenuItem value="CLASSIFIER">Classifier</MenuItem>
                    {(!isEdit || legacy) && <MenuItem value="LIST">List</MenuItem>}
                  </TextField>
                )}
              />
              {nodeType === 'CLASSIFIER' ? (
                <Controller
                  control={control}
                  name={`compoundGroups.${index}.items.${j}.classifierId`}
                  render={({ field, fieldState }) => (
                    <Autocomplete
                      size="small"
                      options={options}
                      getOptionLabel={(o) => o.name}
                      isOptionEqualToValue={(a, b) => a.id === b.id}
                      value={options.find((o) => o.id === field.value) ?? null}
                      onChange={(_e, v) => field.onChange(v?.id ?? null)}
                      disabled={readOnly}
                      renderInput={(params) => (
                        <TextField
                          {...params}
                          label="Classifier"
                          inputRef={field.ref}
                          error={Boolean(fieldState.error)}
                          helperText={fieldState.error?.message}
                        />
                      )}
                    />
                  )}
                />
              ) : (
                <Controller
                  control={control}
                  name={`compoundGroups.${index}.items.${j}.listName`}
                  render={({ field, fieldState }) => (
                    <TextField
                      size="small"
                      label="List name"
                      value={field.value ?? ''}
                      onChange={(e) => field.onChange(withoutLeadingSpace(e.target.value))}
                      inputRef={field.ref}
                      disabled={readOnly || legacy}
                      error={Boolean(fieldState.error) || legacy}
                      helperText={
                        fieldState.error?.message ??
                        (legacy ? 'Legacy list node: delete it before update' : undefined)
                      }
                    />
                  )}
                />
              )}
              {!readOnly && fields.length > 1 ? (
                <IconButton
                  size="small"
                  aria-label={`Remove item ${j + 1} of group ${index + 1}`}
                  onClick={() => remove(j)}
                >
                  <DeleteOutlineRounded fontSize="small" />
                </IconButton>
              ) : (
                <span />
              )}
            </Box>
          );
        })}
      </Box>
      {!readOnly && (
        <Button
          size="small"
          startIcon={<AddRounded />}
          sx={{ mt: 1 }}
          onClick={() => append({ nodeType: 'CLASSIFIER', classifierId: null, listName: null })}
        >
          Add Item
        </Button>
      )}
    </Paper>
  );
}

function CompoundConditions({
  readOnly,
  isEdit,
  options,
}: {
  readOnly: boolean;
  isEdit: boolean;
  options: ClassifierOption[];
}) {
  const { control, getValues, setValue, formState } = useFormContext<ClassifierForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'compoundGroups' });
  const groupsError =
    formState.errors.compoundGroups?.root?.message ?? formState.errors.compoundGroups?.message;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Controller
        control={control}
        name="compoundRootLogicalOperator"
        render={({ field }) => (
          <TextField
            select
            size="small"
            label="Groups are combined with"
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            disabled={readOnly}
            sx={{ width: 240 }}
          >
            {LOGICAL_OPERATORS.map((o) => (
              <MenuItem key={o} value={o}>
                {o}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {fields.map((f, i) => (
        <CompoundGroupCard
          key={f.id}
          index={i}
          readOnly={readOnly}
          isEdit={isEdit}
          options={options}
          onRemove={
            fields.length > 1
              ? () => {
                  const base = getValues('baseOnGroupIndex');
                  remove(i);
                  if (base >= i && base > 0) setValue('baseOnGroupIndex', base - 1);
                }
              : undefined
          }
        />
      ))}
      {groupsError && <Alert severity="error">{groupsError}</Alert>}
      {!readOnly && (
        <Box>
          <Button
            startIcon={<AddRounded />}
            onClick={() =>
              append({
                logicalOperator: 'AND',
                items: [{ nodeType: 'CLASSIFIER', classifierId: null, listName: null }],
              })
            }
          >
            Add Group
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** Step 2: the conditions of the classifier's type (spec part 1 §3, §5 "Classifier"). */
export function ConditionsStep(props: ConditionsStepProps) {
  const { control } = useFormContext<ClassifierForm>();
  const type = useWatch({ control, name: 'type' });
  switch (type) {
    case 'BY_CONTENT':
      return <ContentConditions readOnly={props.readOnly} />;
    case 'BY_EXTENSIONS':
      return <ExtensionsConditions readOnly={props.readOnly} />;
    case 'BY_FILE_SOURCE':
      return <StoragePlatformConditions readOnly={props.readOnly} />;
    case 'BY_CHANNELS':
      return <ApplicationConditions readOnly={props.readOnly} tenantId={props.tenantId} />;
    case 'BY_FOLDER':
      return (
        <Controller
          control={control}
          name="folderId"
          render={({ field, fieldState }) => (
            <FolderPicker
              tenantId={props.tenantId}
              value={props.folder}
              onChange={(f) => {
                props.onFolderChange(f);
                field.onChange(f.id);
              }}
              disabled={props.readOnly}
              error={fieldState.error?.message}
            />
          )}
        />
      );
    case 'BY_REMOVABLE_DEVICE':
      return (
        <Alert severity="info">
          Files copied or moved to removable devices (USB drives, memory cards) match this classifier. It has
          no further conditions.
        </Alert>
      );
    case 'COMPOUND':
      return (
        <CompoundConditions
          readOnly={props.readOnly}
          isEdit={props.isEdit}
          options={props.classifierOptions}
        />
      );
  }
}
