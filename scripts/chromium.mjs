// Finds a Chromium that loads unpacked extensions and the flags it needs here. Shared by `npm start`, the e2e
// tests and the benchmarks, so all of them run the same browser the same way.
import { existsSync } from 'node:fs';

/** Branded Google Chrome 137+ ignores --load-extension; Chromium and Chrome for Testing do not. */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

export async function findChromium() {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
    return process.env.CHROME_PATH;
  }
  for (const path of CANDIDATES) if (existsSync(path)) return path;
  // Puppeteer's managed Chrome for Testing, on machines that downloaded it.
  try {
    const { default: puppeteer } = await import('puppeteer');
    const managed = puppeteer.executablePath();
    if (managed && existsSync(managed)) return managed;
  } catch {
    // not installed or no managed browser
  }
  throw new Error('No Chromium found. Install one (Debian: apt-get install -y chromium) or set CHROME_PATH.');
}

/** Flags for a quiet browser on a closed network; --no-sandbox only when running as root (CI, containers). */
export function chromiumArgs({ headless = true } = {}) {
  const args = [
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--disable-dev-shm-usage',
  ];
  if (headless) args.push('--disable-gpu');
  if (typeof process.getuid === 'function' && process.getuid() === 0) args.push('--no-sandbox');
  return args;
}
