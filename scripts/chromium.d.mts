export function findChromium(): Promise<string>;
export function chromiumArgs(options?: { headless?: boolean }): string[];
