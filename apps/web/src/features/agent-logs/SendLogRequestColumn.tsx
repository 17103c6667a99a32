import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import TerminalRounded from '@mui/icons-material/TerminalRounded';
import { AgentLogMessages } from '@vigil/contracts';
import type { DataColumn } from '../../components/data-table';
import { RowAction, RowActions } from '../../components/RowActions';
import { useCurrentUser } from '../../session/current-user';
import { isSysAdmin } from '../../session/route-decisions';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { requestDeviceLogMutation } from './agent-logs.queries';

/** A device row: its id and the names the button is labelled with. */
interface DeviceRow {
  id: number;
  name: string;
  nickName?: string | null;
}

function SendLogRequest({ row, tenantId }: { row: DeviceRow; tenantId: number | null | undefined }) {
  const [request, { loading }] = useMutation(requestDeviceLogMutation);
  const snackbar = useSnackbar();
  const name = row.nickName || row.name;
  return (
    <RowActions>
      <RowAction
        title="Send Log Request"
        label={`Send Log Request to ${name}`}
        testId="send-log-request"
        icon={<TerminalRounded fontSize="small" />}
        disabled={loading}
        onClick={() =>
          void request({ variables: { deviceId: row.id, tenantId } }).then(
            () => snackbar.show(AgentLogMessages.requested, 'success'),
            (e: unknown) => snackbar.showError(e),
          )
        }
      />
    </RowActions>
  );
}

/**
 * The SysAdmin's extra column of the device tables (spec part 2 §6): Send Log Request. Empty for
 * everyone else, so a table spreads it into its columns unconditionally.
 */
export function useSendLogRequestColumn<T extends DeviceRow>(
  tenantId: number | null | undefined,
): DataColumn<T>[] {
  const sysAdmin = isSysAdmin(useCurrentUser());
  return useMemo(
    () =>
      sysAdmin
        ? [
            {
              id: 'sendLogRequest',
              header: 'Logs',
              width: 80,
              resizable: false,
              cell: (row: T) => <SendLogRequest row={row} tenantId={tenantId} />,
            },
          ]
        : [],
    [sysAdmin, tenantId],
  );
}
