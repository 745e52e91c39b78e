import type { Locator } from '@playwright/test';

/**
 * Every input an applicant gives, recorded: each field typed, each option chosen, each box
 * ticked. Buttons that only move on (Next, Verify) are not inputs and are clicked directly.
 */
export class ApplicantInputs {
  readonly given: string[] = [];

  get count() {
    return this.given.length;
  }

  async fill(field: Locator, value: string, what = String(field)) {
    await field.fill(value);
    this.given.push(`fill ${what}`);
  }

  async select(field: Locator, option: string | { label: string }, what = String(field)) {
    await field.selectOption(option);
    this.given.push(`select ${what}`);
  }

  async check(box: Locator, what = String(box)) {
    await box.check();
    this.given.push(`check ${what}`);
  }

  /** A click on an option drawn as a label or a card (a radio hidden behind it). */
  async choose(option: Locator, what = String(option)) {
    await option.click();
    this.given.push(`choose ${what}`);
  }

  /** A file picked for an upload. */
  async upload(
    field: Locator,
    file: { name: string; mimeType: string; buffer: Buffer },
    what = String(field),
  ) {
    await field.setInputFiles(file);
    this.given.push(`upload ${what}`);
  }
}
