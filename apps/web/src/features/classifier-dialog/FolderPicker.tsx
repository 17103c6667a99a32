import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, CircularProgress, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import { formatUsd } from '@vigil/contracts';
import { childFoldersQuery, deviceRootFoldersQuery, pickerDevicesQuery } from './pickers.queries';

interface FolderNode {
  id: number;
  name: string;
  path: string;
  sensitiveRiskUsd: number;
  filesCount: number;
  hasChildren: boolean;
}

export interface PickedFolder {
  id: number;
  deviceId: number;
  path: string;
  deviceName?: string | null;
}

interface FolderPickerProps {
  tenantId: number | null;
  value: PickedFolder | null;
  onChange: (folder: PickedFolder) => void;
  disabled: boolean;
  error?: string;
}

function FolderRow({
  node,
  depth,
  selectedId,
  onSelect,
  tenantId,
  disabled,
}: {
  node: FolderNode;
  depth: number;
  selectedId: number | null;
  onSelect: (node: FolderNode) => void;
  tenantId: number | null;
  disabled: boolean;
}) {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [children, setChildren] = useState<FolderNode[] | null>(null);
  const [loading, setLoading] = useState(false);

  const toggle = async () => {
    if (!open && children === null) {
      setLoading(true);
      try {
        const res = await client.query({
          query: childFoldersQuery,
          variables: { rootFolderId: node.id, tenantId },
          fetchPolicy: 'network-only',
        });
        setChildren(res.data?.childFolders2.children ?? []);
      } finally {
        setLoading(false);
      }
    }
    setOpen((o) => !o);
  };
  const selected = selectedId === node.id;
  return (
    <>
      <Box
        role="treeitem"
        aria-selected={selected}
        aria-expanded={node.hasChildren ? open : undefined}
        data-testid={`folder-${node.path}`}
        onClick={() => !disabled && onSelect(node)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          pl: 0.5 + depth * 2,
          pr: 1,
          py: 0.25,
          borderRadius: 1,
          cursor: disabled ? 'default' : 'pointer',
          bgcolor: selected ? 'action.selected' : undefined,
          '&:hover': { bgcolor: disabled ? undefined : selected ? 'action.selected' : 'action.hover' },
        }}
      >
        <IconButton
          size="small"
          aria-label={open ? `Collapse ${node.name}` : `Expand ${node.name}`}
          sx={{ visibility: node.hasChildren ? 'visible' : 'hidden' }}
          onClick={(e) => {
            e.stopPropagation();
            void toggle();
          }}
        >
          {loading ? (
            <CircularProgress size={14} />
          ) : open ? (
            <ExpandMoreRounded fontSize="small" />
          ) : (
            <ChevronRightRounded fontSize="small" />
          )}
        </IconButton>
        <FolderOutlined fontSize="small" color={selected ? 'primary' : 'action'} />
        <Typography variant="body2" sx={{ flex: 1, fontWeight: selected ? 600 : 400 }} noWrap>
          {node.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatUsd(node.sensitiveRiskUsd)} · {node.filesCount} files
        </Typography>
      </Box>
      {open &&
        children?.map((c) => (
          <FolderRow
            key={c.id}
            node={c}
            depth={depth + 1}
            selectedId={selectedId}
            onSelect={onSelect}
            tenantId={tenantId}
            disabled={disabled}
          />
        ))}
    </>
  );
}

/** Device, then a folder of it: roots by deviceRootFolders, sub-folders by childFolders2 as they open. */
export function FolderPicker({ tenantId, value, onChange, disabled, error }: FolderPickerProps) {
  const [deviceId, setDeviceId] = useState<number | null>(value?.deviceId ?? null);
  const devices = useQuery(pickerDevicesQuery, { variables: { tenantId }, fetchPolicy: 'network-only' });
  const roots = useQuery(deviceRootFoldersQuery, {
    variables: { deviceId: deviceId ?? 0, tenantId },
    skip: deviceId === null,
    fetchPolicy: 'network-only',
  });
  const items = devices.data?.devices.items ?? [];
  const device = items.find((d) => d.id === deviceId);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        select
        label="Device"
        value={deviceId ?? ''}
        onChange={(e) => setDeviceId(Number(e.target.value))}
        disabled={disabled}
        slotProps={{ htmlInput: { 'data-testid': 'folder-device' } }}
      >
        {items.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.nickName ? `${d.name} (${d.nickName})` : d.name}
          </MenuItem>
        ))}
      </TextField>
      <Box
        role="tree"
        aria-label="Folders"
        sx={{
          border: '1px solid',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 2,
          p: 1,
          minHeight: 120,
          maxHeight: 300,
          overflow: 'auto',
        }}
      >
        {deviceId === null && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            Choose a device to browse its folders.
          </Typography>
        )}
        {roots.loading && <CircularProgress size={18} sx={{ m: 1 }} />}
        {deviceId !== null && !roots.loading && (roots.data?.deviceRootFolders.length ?? 0) === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            The agent of this device has not reported any folder yet.
          </Typography>
        )}
        {roots.data?.deviceRootFolders.map((r) => (
          <FolderRow
            key={r.id}
            node={r}
            depth={0}
            selectedId={value?.id ?? null}
            tenantId={tenantId}
            disabled={disabled}
            onSelect={(n) =>
              deviceId !== null && onChange({ id: n.id, deviceId, path: n.path, deviceName: device?.name })
            }
          />
        ))}
      </Box>
      <Typography
        variant="body2"
        color={error && !value ? 'error' : 'text.secondary'}
        data-testid="folder-selection"
      >
        {value
          ? `Selected: ${value.path}${value.deviceName ? ` on ${value.deviceName}` : ''}`
          : (error ?? ' ')}
      </Typography>
    </Box>
  );
}
