import { lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Button, CircularProgress, DialogActions, DialogContent, Typography } from '@mui/material';
import { Messages, type DialogType } from '@vigil/contracts';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { ErrorFallback } from '../errors/ErrorFallback';
import { parseDialogParams } from './dialog-params';
import { DIALOGS, readDialogData, type DialogBodyProps, type DialogDefinition } from './dialog-registry';
import { DialogFrame } from './DialogFrame';
import { useDialog } from './use-dialog';
import { DiscardGuardContext, useDiscardGuardRef } from './discard-guard';
import { ConfirmDialog } from '../../components/ConfirmDialog';

const lazyBodies = new Map<DialogType, LazyExoticComponent<ComponentType<DialogBodyProps>>>();

function lazyBody(dialogType: DialogType): LazyExoticComponent<ComponentType<DialogBodyProps>> {
  const load = DIALOGS[dialogType].load;
  let body = lazyBodies.get(dialogType);
  if (!body) {
    body = lazy(load);
    lazyBodies.set(dialogType, body);
  }
  return body;
}

function KnownDialogBody({
  dialogType,
  rawData,
  close,
}: {
  dialogType: DialogType;
  rawData: string | null;
  close: () => void;
}) {
  // Throws on missing or mismatched data: the boundary around shows the internal error.
  const data = readDialogData(dialogType, rawData);
  const Body = lazyBody(dialogType);
  return (
    <Suspense
      fallback={
        <Box sx={{ p: 6, display: 'grid', placeItems: 'center' }}>
          <CircularProgress size={24} />
        </Box>
      }
    >
      <Body data={data} close={close} />
    </Suspense>
  );
}

function UnknownDialogBody({ dialogType, close }: { dialogType: string; close: () => void }) {
  return (
    <>
      <DialogContent sx={{ py: 3 }}>
        <Typography variant="body2" color="text.secondary">
          This link asks for a dialog that does not exist ({dialogType}). It may come from an older version of
          the console.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={close}>
          Close
        </Button>
      </DialogActions>
    </>
  );
}

/** The dialog's title; one that depends on its data falls back to the plain title when the data is bad. */
function dialogTitle(definition: DialogDefinition, dialogType: DialogType, rawData: string | null): string {
  if (!definition.titleOf) return definition.title;
  try {
    return definition.titleOf(readDialogData(dialogType, rawData));
  } catch {
    return definition.title;
  }
}

/** Opens the dialog named by ?dialogType=…&dialogData=… (spec part 1 §2 "Dialogs"). */
export function DialogHost() {
  const [searchParams] = useSearchParams();
  const { closeDialog } = useDialog();
  const params = useMemo(() => parseDialogParams(searchParams), [searchParams]);
  const dirty = useDiscardGuardRef();
  const [askingToDiscard, setAskingToDiscard] = useState(false);

  if (params.state === 'closed') return null;
  if (params.state === 'unknown') {
    return (
      <DialogFrame open title={Messages.somethingWentWrong} onClose={closeDialog}>
        <UnknownDialogBody dialogType={params.dialogType} close={closeDialog} />
      </DialogFrame>
    );
  }
  const definition = DIALOGS[params.dialogType];
  const discard = () => {
    setAskingToDiscard(false);
    dirty.current = false;
    closeDialog();
  };
  return (
    <DiscardGuardContext.Provider value={dirty}>
      <DialogFrame
        open
        title={dialogTitle(definition, params.dialogType, params.rawData)}
        onClose={() => (dirty.current ? setAskingToDiscard(true) : closeDialog())}
      >
        <ErrorBoundary
          key={`${params.dialogType}:${params.rawData ?? ''}`}
          fallback={(error) => (
            <DialogContent>
              <ErrorFallback error={error} />
            </DialogContent>
          )}
        >
          <KnownDialogBody dialogType={params.dialogType} rawData={params.rawData} close={closeDialog} />
        </ErrorBoundary>
      </DialogFrame>
      <ConfirmDialog
        request={
          askingToDiscard
            ? {
                title: Messages.discardChangesTitle,
                message: Messages.discardChangesQuestion,
                confirmLabel: 'Discard',
                danger: true,
                onConfirm: discard,
              }
            : null
        }
        onClose={() => setAskingToDiscard(false)}
      />
    </DiscardGuardContext.Provider>
  );
}
