import type { Locator, Page } from '@playwright/test';

/*
 * Filling an enquiry form as a visitor does, by the labels they read. Labels
 * are matched exactly: the guardian's fields say "full name", "email" and
 * "mobile number" too.
 */

type Scope = Page | Locator;

export interface Details {
  email: string;
  name?: string;
  phone?: string;
  /** The programme to pick, on the forms that offer a choice. */
  choose?: string | undefined;
}

export async function fillDetails(scope: Scope, details: Details): Promise<void> {
  await scope.getByLabel('Full name', { exact: true }).fill(details.name ?? 'Riya Deshmukh');
  await scope.getByLabel('Email', { exact: true }).fill(details.email);
  await scope.getByLabel('Mobile number', { exact: true }).fill(details.phone ?? '98200 12345');
  if (details.choose) {
    await scope.getByLabel('Programme', { exact: true }).selectOption(details.choose);
  }
}

/** Answers the age question by value, so it works whichever language the labels are in. */
export async function answerAge(scope: Scope, adult: boolean): Promise<void> {
  await scope.locator(`input[name="adult"][value="${adult ? 'yes' : 'no'}"]`).check();
}

/** The one checkbox of an enquiry form: consent to the notice. */
export async function tickConsent(scope: Scope): Promise<void> {
  await scope.locator('input[name="consent"]').check();
}

export async function fillGuardian(scope: Scope, email: string): Promise<void> {
  await scope.getByLabel('Parent’s or guardian’s full name').fill('Meena Deshmukh');
  await scope.getByLabel('Parent’s or guardian’s email').fill(email);
  await scope.getByLabel('Parent’s or guardian’s mobile number').fill('98200 54321');
}

/** An adult's enquiry, ready to send: details, age and consent. */
export async function fillAdultEnquiry(scope: Scope, details: Details): Promise<void> {
  await fillDetails(scope, details);
  await answerAge(scope, true);
  await tickConsent(scope);
}

export const uniqueEmail = (tag: string) =>
  `e2e.${tag.replace(/\W+/g, '-')}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
