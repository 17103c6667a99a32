import { useRef } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import {
  ClassifierLimits,
  emptyMatcher,
  Messages,
  REGEX_RULE_TYPES,
  RULE_TYPES,
  type ClassifierForm,
  type RuleType,
} from '@vigil/contracts';
import { FormToggle } from '../../components/FormToggle';
import { RULE_TYPE_LABELS, withoutLeadingSpace } from './form-helpers';
import { FormTextField } from './FormTextField';

function MatcherCard({
  index,
  readOnly,
  onRemove,
}: {
  index: number;
  readOnly: boolean;
  onRemove?: () => void;
}) {
  const { control, setValue } = useFormContext<ClassifierForm>();
  const type = useWatch({ control, name: `matchers.${index}.type` });
  const fileName = useWatch({ control, name: `matchers.${index}.fileName` });
  const checkMethod = useWatch({ control, name: `matchers.${index}.checkMethod` });
  const fileInput = useRef<HTMLInputElement>(null);
  const isRegex = REGEX_RULE_TYPES.includes(type);

  const attach = async (file: File) => {
    const words = (await file.text())
      .split(/\r?\n/)
      .map((w) => w.trim())
      .filter((w) => w !== '');
    setValue(`matchers.${index}.words`, words, { shouldDirty: true });
    setValue(`matchers.${index}.fileName`, file.name, { shouldDirty: true, shouldValidate: true });
  };
  const detach = () => {
    setValue(`matchers.${index}.words`, null, { shouldDirty: true });
    setValue(`matchers.${index}.fileName`, null, { shouldDirty: true });
    setValue(`matchers.${index}.fileId`, null, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid={`matcher-${index}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          Matcher {index + 1}
        </Typography>
        {!readOnly && (
          <Tooltip title="Attach a word list (one word per line)">
            <IconButton size="small" aria-label="Attach word list" onClick={() => fileInput.current?.click()}>
              <AttachFileRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <input
          ref={fileInput}
          type="file"
          accept=".txt,.csv,text/plain"
          hidden
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void attach(f);
            e.target.value = '';
          }}
        />
        {onRemove && !readOnly && (
          <IconButton size="small" aria-label={`Remove matcher ${index + 1}`} onClick={onRemove}>
            <DeleteOutlineRounded fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr 130px' }, gap: 1.5 }}>
        <Controller
          control={control}
          name={`matchers.${index}.type`}
          render={({ field }) => (
            <TextField
              select
              label="Type"
              size="small"
              value={field.value}
              onChange={(e) => {
                field.onChange(e.target.value as RuleType);
                if (!REGEX_RULE_TYPES.includes(e.target.value as RuleType)) {
                  setValue(`matchers.${index}.checkMethod`, '');
                  setValue(`matchers.${index}.nearbyWords`, []);
                  setValue(`matchers.${index}.caseSensitive`, false);
                }
              }}
              disabled={readOnly}
            >
              {RULE_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {RULE_TYPE_LABELS[t]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          name={`matchers.${index}.value`}
          label={type === 'ANY_WORD' ? 'Words (comma or new line separated)' : isRegex ? 'Pattern' : 'Value'}
          size="small"
          multiline={type === 'ANY_WORD'}
          disabled={readOnly}
          slotProps={{ htmlInput: { 'aria-label': `Matcher ${index + 1} value`, spellCheck: false } }}
        />
        <FormTextField
          name={`matchers.${index}.minRepeats`}
          number
          label="Min. repeats"
          size="small"
          required
          disabled={readOnly}
          focusOnError={false}
          slotProps={{ htmlInput: { min: 1, max: ClassifierLimits.minRepeatsMax } }}
        />
      </Box>
      {fileName && (
        <Chip
          size="small"
          icon={<AttachFileRounded />}
          label={fileName}
          onDelete={readOnly ? undefined : detach}
          sx={{ mt: 0.5 }}
        />
      )}
      {isRegex && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 200px' }, gap: 1.5, mt: 1 }}>
          <Controller
            control={control}
            name={`matchers.${index}.nearbyWords`}
            render={({ field }) => (
              <Autocomplete
                multiple
                freeSolo
                size="small"
                options={[] as string[]}
                value={field.value}
                onChange={(_e, v) =>
                  field.onChange(v.map((w) => withoutLeadingSpace(String(w)).trim()).filter((w) => w !== ''))
                }
                disabled={readOnly}
                renderInput={(params) => (
                  <TextField {...params} label="Nearby words" helperText="Press Enter after each word" />
                )}
              />
            )}
          />
          <Controller
            control={control}
            name={`matchers.${index}.checkMethod`}
            render={({ field }) => (
              <TextField
                select
                size="small"
                label="Validation method"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                disabled={readOnly}
              >
                <MenuItem value="">None</MenuItem>
                <MenuItem value="LUHN">Luhn</MenuItem>
              </TextField>
            )}
          />
          <FormToggle
            control={control}
            name={`matchers.${index}.caseSensitive`}
            label="Case sensitive"
            disabled={readOnly}
            checkbox
          />
          {checkMethod === 'LUHN' && (
            <Alert severity="info" sx={{ gridColumn: '1 / -1', py: 0 }}>
              {Messages.luhnHint}
            </Alert>
          )}
        </Box>
      )}
    </Paper>
  );
}

/** Step 2 of a Content classifier (spec part 1 §3 "By content", §5 "Content matcher"). */
export function ContentConditions({ readOnly }: { readOnly: boolean }) {
  const { control, formState } = useFormContext<ClassifierForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'matchers' });
  const matchersError = formState.errors.matchers?.root?.message ?? formState.errors.matchers?.message;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Controller
        control={control}
        name="rulesMatch"
        render={({ field }) => (
          <RadioGroup row value={field.value} onChange={(e) => field.onChange(e.target.value)}>
            <FormControlLabel
              value="ALL_RULES"
              control={<Radio disabled={readOnly} />}
              label="Match ALL matchers"
            />
            <FormControlLabel
              value="ANY_RULE"
              control={<Radio disabled={readOnly} />}
              label="Match ANY matcher"
            />
          </RadioGroup>
        )}
      />
      {fields.map((f, i) => (
        <MatcherCard
          key={f.id}
          index={i}
          readOnly={readOnly}
          onRemove={fields.length > 1 ? () => remove(i) : undefined}
        />
      ))}
      {matchersError && <Alert severity="error">{matchersError}</Alert>}
      {!readOnly && (
        <Box>
          <Button
            startIcon={<AddRounded />}
            onClick={() => append(emptyMatcher('CONTAINS'))}
            disabled={fields.length >= ClassifierLimits.rulesMax}
          >
            Add Matcher
          </Button>
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
          alignItems: 'center',
        }}
      >
        <Controller
          control={control}
          name="riskBasedOnMatcherIndex"
          render={({ field }) => (
            <TextField
              select
              size="small"
              label="Risk is based on"
              value={field.value < fields.length ? field.value : -1}
              onChange={(e) => field.onChange(Number(e.target.value))}
              disabled={readOnly}
            >
              <MenuItem value={-1}>Treat file as one record</MenuItem>
              {fields.map((f, i) => (
                <MenuItem key={f.id} value={i}>
                  Matcher {i + 1}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormToggle
          control={control}
          name="countUniqueEntries"
          label="Count duplicates"
          disabled={readOnly}
          checkbox
          inverted
        />
      </Box>
    </Box>
  );
}
