import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let axeSource: string | undefined;

/**
 * axe-core's serious and critical findings on the page as it is now (after running transitions end). The script is evaluated through the
 * DevTools protocol, outside the page's Content-Security-Policy (which allows no injected script).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Judge what the user sees once it stands still: a dialog or toast fading in is not yet at full contrast.
  // (Endless ones, such as a spinning loader, are left alone.)
  // Mantine starts a transition a frame after it mounts what it shows, so look again after two frames until
  // nothing finite is left running (a few rounds at most).
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let round = 0; round < 5; round += 1) {
      await nextFrame();
      await nextFrame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
