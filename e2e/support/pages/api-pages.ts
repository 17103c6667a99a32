import { expect, type Locator, type Page } from '@playwright/test';

/** Settings → API and Extensions. */
export class ApiPage {
  readonly endpoint: Locator;
  readonly schema: Locator;
  readonly copyTokenButton: Locator;
  readonly token: Locator;
  readonly explorerLink: Locator;

  constructor(readonly page: Page) {
    this.endpoint = page.getByLabel('Endpoint address', { exact: true });
    this.schema = page.getByLabel('Schema address', { exact: true });
    this.copyTokenButton = page.getByRole('button', { name: 'Copy token' });
    this.token = page.getByLabel('Your access token');
    this.explorerLink = page.getByRole('link', { name: 'Open GraphQL Explorer' });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('tab', { name: 'API and Extensions', selected: true })).toBeVisible();
  }

  /** Copy token, then the token it showed. */
  async copyToken(): Promise<string> {
    await this.copyTokenButton.click();
    await expect(this.token).toHaveValue(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    return this.token.inputValue();
  }
}

/** The GraphQL explorer (GraphiQL). */
export class ExplorerPage {
  readonly root: Locator;
  readonly queryEditor: Locator;
  readonly runButton: Locator;
  readonly response: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('graphql-explorer');
    this.queryEditor = this.root.getByRole('region', { name: 'Operation Editor' });
    this.runButton = this.root.locator('.graphiql-execute-button');
    this.response = this.root.locator('.graphiql-response');
  }

  async expectReady(): Promise<void> {
    await expect(this.queryEditor).toBeVisible({ timeout: 15_000 });
    // The schema loaded: its documentation is offered.
    await expect(this.root.getByRole('button', { name: 'Show Documentation Explorer' })).toBeVisible();
  }

  /** Replaces the query (typed as a paste, so the editor adds no closing brackets) and runs it. */
  async run(query: string): Promise<void> {
    await this.queryEditor.locator('.monaco-editor').first().click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.insertText(query);
    await this.runButton.click();
  }
}
