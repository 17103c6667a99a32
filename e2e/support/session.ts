import type { Page } from '@playwright/test';
import type { Tokens } from './api';

export const TokenKeys = { accessToken: 'accessToken', refreshToken: 'refreshToken' } as const;

/** Puts a session into the browser the way the console stores it (localStorage). */
export async function useSession(page: Page, tokens: Tokens): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.evaluate(
    ([keys, t]) => {
      localStorage.setItem(keys.accessToken, t.accessToken);
      localStorage.setItem(keys.refreshToken, t.refreshToken);
    },
    [TokenKeys, tokens] as const,
  );
}

export async function storedTokens(
  page: Page,
): Promise<{ accessToken: string | null; refreshToken: string | null }> {
  return page.evaluate(
    (keys) => ({
      accessToken: localStorage.getItem(keys.accessToken),
      refreshToken: localStorage.getItem(keys.refreshToken),
    }),
    TokenKeys,
  );
}
