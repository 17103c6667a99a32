import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { RouteRole } from '@vigil/contracts';
import type { UserPopupQuery } from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { useLogout } from '../../shell/use-logout';
import {
  confirmPopupMutation,
  dontShowPopupAgainMutation,
  remindPopupLaterMutation,
  userPopupQuery,
} from './popups.queries';

type Popup = NonNullable<UserPopupQuery['userPopup']>;

/**
 * The popup's description: HTML the server sanitised when the back office saved it (sanitize-html:
 * no scripts, event handlers, javascript: URLs or iframes). Only that text is ever rendered as HTML,
 * and the page's CSP (script-src 'self') refuses inline script besides.
 */
function SanitisedHtml({ html }: { html: string }) {
  return (
    <Box
      data-testid="user-popup-description"
      sx={{ '& p': { my: 1 }, '& a': { color: 'primary.main' }, '& h1, & h2, & h3': { my: 1 } }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * After sign-in, the popup the signed-in user must see now (spec part 2 §4): the main popup ("Remind
 * me in 24 hours", "Don't show again"), the payment warning (confirm) or the OffBoarding block,
 * which cannot be closed and whose confirmation signs the user out. The back office sees none.
 */
export function UserPopupHost() {
  const user = useCurrentUser();
  const skip = user.routeRole === RouteRole.Admin;
  const { data, refetch } = useQuery(userPopupQuery, { skip, fetchPolicy: 'network-only' });
  const popup = data?.userPopup ?? null;
  // Closed in this visit (a confirmed warning that cannot be postponed shows again next time).
  const [closed, setClosed] = useState<string | null>(null);
  if (!popup || closed === popup.popupType) return null;
  return (
    <UserPopupDialog
      key={popup.popupType}
      popup={popup}
      onDone={async () => {
        setClosed(popup.popupType);
        await refetch();
      }}
    />
  );
}

function UserPopupDialog({ popup, onDone }: { popup: Popup; onDone: () => Promise<void> }) {
  const [remind] = useMutation(remindPopupLaterMutation);
  const [dontShow] = useMutation(dontShowPopupAgainMutation);
  const [confirm] = useMutation(confirmPopupMutation);
  const logout = useLogout();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const block = popup.popupType === 'BLOCK_BECAUSE_OF_PAYMENT';
  const variables = { popupType: popup.popupType };

  const act = async (run: () => Promise<unknown>, after: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
      await after();
    } catch (e) {
      snackbar.showError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      maxWidth="sm"
      fullWidth
      // Nothing closes it but its buttons (a backdrop click or Escape does not).
      onClose={() => undefined}
      aria-labelledby="user-popup-title"
      data-testid={`user-popup-${popup.popupType}`}
    >
      <DialogTitle id="user-popup-title">{popup.title}</DialogTitle>
      <DialogContent dividers>
        <SanitisedHtml html={popup.description} />
      </DialogContent>
      <DialogActions>
        {popup.popupType === 'MAIN' ? (
          <>
            <Button disabled={busy} onClick={() => void act(() => dontShow({ variables }), onDone)}>
              Don&apos;t show again
            </Button>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void act(() => remind({ variables }), onDone)}
            >
              Remind me in 24 hours
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            color={block ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => void act(() => confirm({ variables }), block ? logout : onDone)}
          >
            {block ? 'Confirm and sign out' : 'Confirm'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
