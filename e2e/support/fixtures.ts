import { test as base, type Page } from '@playwright/test';
import { apiSignIn, type Tokens } from './api';
import { useSession } from './session';
import { SignInPage } from './pages/sign-in-page';
import { Shell } from './pages/shell';

interface Fixtures {
  signInPage: SignInPage;
  shell: Shell;
  /** Starts a signed-in session for `email` in this page (through the API, not the form). */
  signedInAs: (email: string) => Promise<Tokens>;
}

export const test = base.extend<Fixtures>({
  signInPage: async ({ page }, use) => {
    await use(new SignInPage(page));
  },
  shell: async ({ page }, use) => {
    await use(new Shell(page));
  },
  signedInAs: async ({ page, request }, use) => {
    await use(async (email: string) => {
      const tokens = await apiSignIn(request, email);
      await useSession(page, tokens);
      return tokens;
    });
  },
});

export { expect } from '@playwright/test';
export type { Page };
