// The shop exactly as `npm start` runs it, on its own port and a fresh embedded database, so
// end-to-end tests never touch the developer's ./data.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_DATA_DIR lets two runs side by side keep apart (with their own E2E_PORT and E2E_PG_PORT).
const dataDir = path.join(here, process.env.E2E_DATA_DIR ?? '.data');
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '3100',
  PUBLIC_URL: `http://localhost:${process.env.E2E_PORT ?? '3100'}`,
  EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54339',
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  // The suite signs in and registers from one address far faster than a person could, and two
  // workers at once: the limits themselves are tested in the API suite (routes/auth/*.test.ts).
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: '1000',
  RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000',
});
await import('../scripts/start.mjs');
