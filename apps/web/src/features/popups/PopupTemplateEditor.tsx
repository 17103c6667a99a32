import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControlLabel,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  PopupLimits,
  popupTemplateFormSchema,
  popupTemplateSavedMessage,
  type PopupTemplateFormInput,
  type PopupTemplateForm,
  type PopupType,
} from '@vigil/contracts';
import { muiField } from '../../components/mui-register';
import { FormToggle } from '../../components/FormToggle';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { PopupPreview } from './PopupPreview';
import { popupTemplateQuery, updatePopupTemplateMutation } from './popups.queries';

/**
 * One popup template (spec §6 "Popup"): Title, Description (HTML, with a live preview), the Status
 * switch (PUBLISHED or DRAFT) and, for the main popup, "reset don't show again". Save is disabled
 * while the form is unchanged or invalid; the server sanitises the description when it saves.
 */
export function PopupTemplateEditor({ popupType, heading }: { popupType: PopupType; heading: string }) {
  const { data, loading } = useQuery(popupTemplateQuery, { variables: { templateType: popupType } });
  const template = data?.popupTemplate;
  const [save] = useMutation(updatePopupTemplateMutation, {
    refetchQueries: [{ query: popupTemplateQuery, variables: { templateType: popupType } }],
  });
  const snackbar = useSnackbar();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isValid, isDirty, isSubmitting },
  } = useForm<PopupTemplateFormInput, unknown, PopupTemplateForm>({
    resolver: zodResolver(popupTemplateFormSchema),
    mode: 'onChange',
    defaultValues: { popupType, title: '', description: '', status: 'DRAFT', resetDontShowAgain: false },
  });
  useEffect(() => {
    if (template)
      reset({
        popupType,
        title: template.title,
        description: template.description,
        status: template.status,
        resetDontShowAgain: false,
      });
  }, [template, popupType, reset]);
  const description = useWatch({ control, name: 'description' });
  const title = useWatch({ control, name: 'title' });

  const submit = async (values: PopupTemplateForm) => {
    try {
      const res = await save({ variables: values });
      const saved = res.data?.updatePopupTemplate;
      if (saved)
        reset({
          popupType,
          title: saved.title,
          description: saved.description,
          status: saved.status,
          resetDontShowAgain: false,
        });
      snackbar.show(popupTemplateSavedMessage(popupType), 'success');
    } catch (e) {
      snackbar.showError(e);
    }
  };

  if (loading && !template)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress />
      </Box>
    );

  return (
    <Card variant="outlined" data-testid={`popup-template-${popupType}`}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {heading}
        </Typography>
        <Box
          component="form"
          noValidate
          aria-label={heading}
          onSubmit={handleSubmit(submit)}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TextField
              label="Title"
              required
              {...muiField(register('title'))}
              slotProps={{ htmlInput: { maxLength: PopupLimits.titleMax + 1 }, inputLabel: { shrink: true } }}
              error={Boolean(errors.title)}
              helperText={errors.title?.message ?? ' '}
            />
            <TextField
              label="Description"
              required
              multiline
              minRows={8}
              maxRows={20}
              {...muiField(register('description'))}
              error={Boolean(errors.description)}
              helperText={
                errors.description?.message ??
                'HTML: paragraphs, headings, bold, italic, lists and links. Scripts and styles are removed when saved.'
              }
              slotProps={{
                htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } },
                inputLabel: { shrink: true },
              }}
            />
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value === 'PUBLISHED'}
                      onChange={(_e, on) => field.onChange(on ? 'PUBLISHED' : 'DRAFT')}
                      disabled={isSubmitting}
                    />
                  }
                  label={`Status: ${field.value === 'PUBLISHED' ? 'Published' : 'Draft'}`}
                />
              )}
            />
            {popupType === 'MAIN' && (
              <FormToggle
                control={control}
                name="resetDontShowAgain"
                label="Show again to users who chose “Don't show again”"
                disabled={isSubmitting}
                checkbox
              />
            )}
            <Box>
              <Button type="submit" variant="contained" disabled={!isValid || !isDirty || isSubmitting}>
                Save
              </Button>
            </Box>
          </Box>
          <PopupPreview title={title} html={description} />
        </Box>
      </CardContent>
    </Card>
  );
}
