import type { Page } from 'playwright-core';

/**
 * Answers the back office's confirmation dialog (a dialog named by its question): presses `button`
 * ("Smazat", "Obnovit", or "Zrušit" to cancel) and waits until the dialog is gone.
 */
export async function answerConfirmation(page: Page, question: string | RegExp, button = 'Smazat'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
