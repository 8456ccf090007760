/**
 * Helpers for the UI suites (ui-*.e2e.ts): an axe-core accessibility check and screenshots kept as test artifacts
 * (test-artifacts/, gitignored) so a reviewer can look at the panel in light, dark and Chinese.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { repoRoot } from './helpers/browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Serious and critical violations on the page (or inside `selector`). Injected with evaluate, which CSP does not
 * block, unlike a <script> tag on an extension page.
 */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (context: string | null) => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run(
            ctx: unknown,
            opts: unknown,
          ): Promise<{
            violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(context ?? document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, selector ?? null);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export const artifactsDir = path.join(repoRoot, 'test-artifacts');

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file as `${string}.png`, fullPage: false });
  return file;
}

/** A tiny PNG (1x1) for screenshot thumbnails in rendered steps. */
export const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface DomNode {
  nodeId: number;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

/**
 * The markup inside a closed shadow root (the palette's), read through CDP, which sees closed roots; page scripts
 * and axe cannot. Used to run axe on a copy of it.
 */
export async function closedShadowHtml(page: Page, hostAttribute: string): Promise<string> {
  const cdp = await page.createCDPSession();
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const find = (node: DomNode): DomNode | undefined => {
      if (node.attributes?.includes(hostAttribute)) return node;
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
        const hit = find(child);
        if (hit) return hit;
      }
      return undefined;
    };
    const host = find(root);
    const shadow = host?.shadowRoots?.[0];
    if (!shadow) throw new Error(`No shadow root on [${hostAttribute}]`);
    const parts = await Promise.all(
      (shadow.children ?? []).map((c) => cdp.send('DOM.getOuterHTML', { nodeId: c.nodeId })),
    );
    return parts.map((p) => p.outerHTML).join('');
  } finally {
    await cdp.detach();
  }
}

/** Puts shadow markup into an open shadow root on a blank page, where axe can check it with its styles. */
export async function axeOnShadowCopy(page: Page, html: string, lang = 'en'): Promise<AxeViolation[]> {
  await page.setContent(
    `<!doctype html><html lang="${lang}"><head><title>palette copy</title></head><body><main><div id="host"></div></main></body></html>`,
  );
  await page.evaluate((markup: string) => {
    document.getElementById('host')!.attachShadow({ mode: 'open' }).innerHTML = markup;
  }, html);
  return axeViolations(page);
}
