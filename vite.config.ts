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
const CONTENT_ENTRY = 'src/content/index.ts';
const CONTENT_OUT = 'content.js';

function contentScriptBundle(): Plugin {
  return {
    name: 'tabwright-content-script',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          outDir: 'dist',
          emptyOutDir: false,
          target: 'chrome116',
          lib: { entry: resolve(CONTENT_ENTRY), formats: ['iife'], name: 'tabwrightContent', fileName: () => CONTENT_OUT },
        },
      });
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
  },
});
