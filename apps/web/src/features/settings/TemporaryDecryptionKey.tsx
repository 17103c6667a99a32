import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Typography } from '@mui/material';
import { SettingsLimits, SettingsMessages } from '@vigil/contracts';
import { CopyableValue } from '../../components/CopyableValue';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { refreshTemporaryDecryptKeyMutation } from './settings.query';

export interface TemporaryKey {
  key: string;
  endDateTime: string;
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The temporary decryption key (spec part 2 §2.6, §9): the agents' right-click decryption accepts
 * it for six hours. Getting a new one ends the previous one.
 */
export function TemporaryDecryptionKey({
  tenantId,
  current,
  disabled,
}: {
  tenantId: number | undefined;
  /** The key while it is valid, else null. */
  current: TemporaryKey | null;
  disabled?: boolean;
}) {
  const snackbar = useSnackbar();
  const [refresh, { loading }] = useMutation(refreshTemporaryDecryptKeyMutation);
  const [fresh, setFresh] = useState<TemporaryKey | null>(null);
  const shown = fresh ?? current;

  const getKey = async () => {
    try {
      const result = await refresh({ variables: { tenantId } });
      const key = result.data?.refreshTemporaryDecryptKey;
      if (!key) throw new Error(SettingsMessages.temporaryKeyRefreshFailed);
      setFresh(key);
    } catch {
      snackbar.show(SettingsMessages.temporaryKeyRefreshFailed, 'error');
    }
  };

  return (
    <Box>
      {shown ? (
        <>
          <CopyableValue label="Temporary decryption key" value={shown.key} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            Valid until {dateTimeFormat.format(new Date(shown.endDateTime))}.
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No temporary key is valid now. A new one works for {SettingsLimits.temporaryDecryptKeyHours} hours.
        </Typography>
      )}
      <Button
        variant="outlined"
        sx={{ mt: 1.5 }}
        onClick={() => void getKey()}
        disabled={disabled || loading}
      >
        Get Temporary Decryption Key
      </Button>
    </Box>
  );
}
