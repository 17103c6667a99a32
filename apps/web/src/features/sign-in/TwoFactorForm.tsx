import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Button, IconButton, Link, TextField, Tooltip, Typography } from '@mui/material';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { twoFactorCodeSchema } from '@vigil/contracts';
import { muiField } from '../../components/mui-register';
import { USER_MANUAL_URL } from '../../shell/navigation/help-links';
import type { TotpEnrolment } from './sign-in-outcome';
import type { SignInResult } from './use-sign-in';

const codeFormSchema = z.object({ twoFactorCode: twoFactorCodeSchema });
type CodeForm = z.infer<typeof codeFormSchema>;

function KeyDisplay({ secret }: { secret: string }) {
  const groups = secret.match(/.{1,4}/g) ?? [secret];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
      <Box
        data-testid="totp-key"
        aria-label="Secret key"
        sx={{
          flex: 1,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 1,
          rowGap: 0.5,
          px: 1.5,
          py: 1,
          borderRadius: 1.5,
          bgcolor: '#f1f5f9',
          border: '1px solid',
          borderColor: 'divider',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 13,
          fontWeight: 600,
          letterSpacing: '0.06em',
          wordBreak: 'break-all',
        }}
      >
        {groups.map((g, i) => (
          <span key={i}>{g}</span>
        ))}
      </Box>
      <Tooltip title="Copy key">
        <IconButton
          aria-label="Copy key"
          size="small"
          onClick={() => void navigator.clipboard?.writeText(secret)}
        >
          <ContentCopyRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function Step({ n, children }: { n: number; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5 }}>
      <Box
        aria-hidden
        sx={{
          width: 22,
          height: 22,
          borderRadius: '50%',
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          fontSize: 12,
          fontWeight: 700,
          color: 'primary.main',
          bgcolor: '#eef2ff',
          mt: 0.125,
        }}
      >
        {n}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, fontSize: '0.875rem' }}>{children}</Box>
    </Box>
  );
}

function Enrolment({ enrolment }: { enrolment: TotpEnrolment }) {
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
      data-testid="totp-enrolment"
    >
      <Step n={1}>
        Install an authenticator app such as Microsoft Authenticator, Google Authenticator or Authy on your
        phone.
      </Step>
      <Step n={2}>
        Register Vigil in the app: scan this QR code, or enter the key by hand.
        <Box
          component="img"
          src={enrolment.qrCode}
          alt="QR code for your authenticator app"
          data-testid="totp-qr"
          sx={{
            display: 'block',
            width: 164,
            height: 164,
            mt: 1.25,
            p: 1,
            borderRadius: 2,
            border: '1px solid',
            borderColor: 'divider',
            bgcolor: '#fff',
          }}
        />
        <KeyDisplay secret={enrolment.key} />
      </Step>
      <Step n={3}>Enter the 6-digit code the app shows.</Step>
    </Box>
  );
}

interface TwoFactorFormProps {
  enrolment: TotpEnrolment | null;
  onSubmit: (code: string) => Promise<SignInResult>;
  onBack: () => void;
}

/** The verification-code step; on first use it shows the QR code and key to register. */
export default function TwoFactorForm({ enrolment, onSubmit, onBack }: TwoFactorFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { twoFactorCode: '' } });

  const submit = async (values: CodeForm) => {
    const result = await onSubmit(values.twoFactorCode);
    if (!result.ok && result.field === 'twoFactorCode')
      setError('twoFactorCode', { message: result.message });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} sx={{ display: 'grid', gap: 2.25 }}>
      {enrolment ? (
        <Enrolment enrolment={enrolment} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Enter the 6-digit code from your authenticator app.
        </Typography>
      )}
      <TextField
        label="Verification code"
        autoFocus
        size="medium"
        autoComplete="one-time-code"
        {...muiField(register('twoFactorCode'))}
        error={Boolean(errors.twoFactorCode)}
        helperText={errors.twoFactorCode?.message}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, 'data-testid': 'two-factor-code' } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" color="inherit" size="large" onClick={onBack} sx={{ flex: '0 0 auto' }}>
          Back
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
          Submit
        </Button>
      </Box>
      {enrolment && (
        <Link
          href={USER_MANUAL_URL}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, justifySelf: 'start' }}
        >
          User manual: setting up two-step verification
          <OpenInNewRounded sx={{ fontSize: 14 }} />
        </Link>
      )}
    </Box>
  );
}
