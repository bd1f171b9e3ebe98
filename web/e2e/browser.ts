import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/** Flags known to work with Debian's Chromium on these machines (see /work/shared/stack.md). */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export interface Browser {
  context: BrowserContext;
  /** Closes the browser and removes its profile. */
  close: () => Promise<void>;
}

/** Debian's Chromium, headless, in a throw-away profile, set up like a user in Mexico City. */
export async function launchChromium(): Promise<Browser> {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'ppd-chromium-'));
  const removeProfile = () => rmSync(profileDir, { recursive: true, force: true });
  try {
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_FLAGS,
      viewport: { width: 1366, height: 800 },
      locale: 'es-MX',
      timezoneId: 'America/Mexico_City',
    });
    return {
      context,
      close: async () => {
        await context.close().catch(() => {});
        removeProfile();
      },
    };
  } catch (error) {
    removeProfile();
    throw error;
  }
}
