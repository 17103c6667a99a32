import { CurrentUserProvider } from '../session/current-user';
import { PasswordChangeGate } from '../session/guards';
import { WithApollo } from './with-apollo';

/*
 * The signed-in console's route elements, loaded by the router (route `lazy`) once a signed-in
 * route matches, so the sign-in page's download holds none of them: not the GraphQL client, its
 * documents, the shell or the session's guards.
 */
export { AppShell } from '../shell/AppShell';
export { NotFoundPage } from '../features/not-found/NotFoundPage';
export {
  ActingTenantHome,
  ActingTenantScope,
  AreaGuard,
  HomeRedirect,
  OwnTenantScope,
} from '../session/guards';

/** Below RequireAuth: the GraphQL client, the signed-in user, and the forced password change. */
export function SignedInRoot() {
  return (
    <WithApollo>
      <CurrentUserProvider>
        <PasswordChangeGate />
      </CurrentUserProvider>
    </WithApollo>
  );
}
