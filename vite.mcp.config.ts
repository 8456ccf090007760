import { defineConfig } from 'vite';

/**
 * The `tabwright-mcp` CLI (src/mcp/cli.ts) as one self-contained ES module for Node (dist-mcp/tabwright-mcp.mjs):
 * the MCP SDK, zod and the extension's tool definitions are bundled in, so it runs with nothing but node.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'src/mcp/cli.ts',
    outDir: 'dist-mcp',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      output: { format: 'es', entryFileNames: 'tabwright-mcp.mjs', banner: '#!/usr/bin/env node' },
    },
  },
  ssr: { noExternal: true, target: 'node' },
});
