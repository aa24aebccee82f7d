import { existsSync } from 'node:fs';
import { CHROMIUM } from './browser';
import { buildClientIfMissing } from './server';

/** Runs once before any worker: the servers the workers start serve dist/client, built here when missing. */
export default function globalSetup(): void {
  if (!existsSync(CHROMIUM))
    throw new Error('Chromium not found: install it with `apt-get install -y chromium fonts-noto-core`');
  if (!buildClientIfMissing()) throw new Error('The client build failed (npm run build).');
}
