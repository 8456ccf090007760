import { defineConfig, build, type Plugin } from 'vite';
import { crx } from '@crxjs/vite-plugin';
import preact from '@preact/preset-vite';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import manifest from './manifest.json' with { type: 'json' };

/**
 * The content script is built apart, as one self-contained IIFE (dist/content.js). Left to crxjs it becomes a loader
 * that import()s chunks listed in web_accessible_resources for every site, which lets any page fingerprint the
 * extension and makes page start-up depend on extra fetches. So crxjs gets the manifest without content_scripts and
 * this plugin adds them back pointing at the bundle.
 */
const { content_scripts: contentScripts, ...crxManifest } = manifest;
const CONTENT_OUT = 'content.js';
/** Self-contained scripts: the content script, page-text.js injected only when get_page_text runs, page-ax.js. */
const IIFE_ENTRIES = [
  { entry: 'src/content/index.ts', out: CONTENT_OUT, name: 'tabwrightContent' },
  { entry: 'src/content/page-text-entry.ts', out: 'page-text.js', name: 'tabwrightPageText' },
  // The in-page snapshot collector, evaluated by the worker into its isolated world (never a content script).
  { entry: 'src/page-ax/index.ts', out: 'page-ax.js', name: 'tabwrightPageAx' },
];

/**
 * dom-accessibility-api ships ES5 stand-ins for Array.from and Set (for old browsers): its Set is an array whose `has`
 * scans every node a name computation has consulted, so naming a row or cell from its content grew with the square
 * of its size (JSON Editor's tree: ~30% of an in-page read in accname). The page scripts run in Chrome 116+: the
 * native ones behave the same (the walk's own world, where a page cannot patch them).
 */
function nativeAccnamePolyfills(): Plugin {
  const native: Record<string, string> = {
    'array.from.mjs': 'export default (items, map) => Array.from(items, map);',
    'SetLike.mjs': 'export default Set;',
  };
  return {
    name: 'tabwright-native-accname-polyfills',
    enforce: 'pre',
    resolveId(id, importer) {
      const file = id.split('/').pop() ?? '';
      if (importer?.includes('dom-accessibility-api') && id.includes('polyfills/') && native[file])
        return `\0accname-native:${file}`;
      return null;
    },
    load(id) {
      return id.startsWith('\0accname-native:') ? native[id.slice('\0accname-native:'.length)] : null;
    },
  };
}

function contentScriptBundle(): Plugin {
  return {
    name: 'tabwright-content-script',
    apply: 'build',
    async closeBundle() {
      for (const { entry, out, name } of IIFE_ENTRIES) {
        await build({
          configFile: false,
          logLevel: 'warn',
          plugins: [nativeAccnamePolyfills()],
          build: {
            outDir: 'dist',
            emptyOutDir: false,
            ...(process.env.NOMIN ? { minify: false } : {}),
            target: 'chrome116',
            lib: { entry: resolve(entry), formats: ['iife'], name, fileName: () => out },
          },
        });
      }
      const outManifest = resolve('dist/manifest.json');
      const built = JSON.parse(readFileSync(outManifest, 'utf8'));
      built.content_scripts = contentScripts.map((entry) => ({ ...entry, js: [CONTENT_OUT] }));
      writeFileSync(outManifest, JSON.stringify(built, null, 2));
    },
  };
}

export default defineConfig({
  plugins: [preact(), crx({ manifest: crxManifest as never }), contentScriptBundle()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'chrome116',
    // The service worker cannot use dynamic import(); keep each entry's code in static chunks.
    modulePreload: false,
    // NOMIN=1 npm run build: readable bundles, for CPU profiles of the worker and the page script.
    ...(process.env.NOMIN ? { minify: false } : {}),
    // The palette frame is a web-accessible page crxjs copies as-is: built as a page of its own.
    rollupOptions: { input: { paletteFrame: 'src/palette/frame.html' } },
  },
});
