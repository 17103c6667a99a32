import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** Where the journey's screenshots of each step go (test-results is emptied by every run). */
const SHOTS_DIR =
  process.env.CLASSIFIER_SHOTS_DIR ??
  path.resolve(import.meta.dirname, '../../../test-results/classifier-dialog-shots');

/** The classifier dialog (addClassifier / editClassifier and the template twins). */
export class ClassifierDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('app-dialog');
  }

  /** Opens the dialog over the customer's Classifiers page by its URL (spec: dialogType + dialogData). */
  async open(dialogType: string, data?: unknown, base = '/customer/deployment/classifications/default') {
    const query = new URLSearchParams({ dialogType });
    if (data !== undefined) query.set('dialogData', JSON.stringify(data));
    await this.page.goto(`${base}?${query.toString()}`);
    await expect(this.root).toBeVisible();
    await expect(this.stepper).toBeVisible();
  }

  get stepper(): Locator {
    return this.root.getByTestId('classifier-stepper');
  }

  textbox(name: string): Locator {
    return this.root.getByRole('textbox', { name, exact: true });
  }

  spinbutton(name: string): Locator {
    return this.root.getByRole('spinbutton', { name, exact: true });
  }

  combobox(name: string): Locator {
    return this.root.getByRole('combobox', { name, exact: true });
  }

  button(name: string): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  /** Picks an option of an MUI select or autocomplete. */
  async choose(combobox: Locator, option: string | RegExp): Promise<void> {
    await combobox.click();
    await this.page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  }

  async chooseType(label: string): Promise<void> {
    await this.choose(this.combobox('Classifier Type'), label);
  }

  async fillGeneral(name: string, shortName: string): Promise<void> {
    await this.textbox('Name').fill(name);
    await this.textbox('Short Name').fill(shortName);
  }

  async next(): Promise<void> {
    await this.button('Next').click();
  }

  async goToStep(label: string): Promise<void> {
    await this.stepper.getByRole('tab', { name: label }).click();
  }

  step(key: 'definition' | 'conditions' | 'retention' | 'actions'): Locator {
    return this.root.getByTestId(`classifier-step-${key}`);
  }

  /** Clicks Create or Update and waits for the success message. */
  async save(button: 'Create' | 'Update', message: RegExp | string): Promise<void> {
    await this.button(button).click();
    await expect(this.snackbar(message)).toBeVisible();
  }

  /** The snackbar with this text (hidden from the accessibility tree while the dialog is open). */
  snackbar(message: RegExp | string): Locator {
    return this.page.getByRole('alert', { includeHidden: true }).filter({ hasText: message });
  }

  async shot(name: string): Promise<void> {
    await this.page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
  }
}
