// `npm run dev`: the API with reload on change (port 3000, embedded database unless DATABASE_URL)
// and Vite's dev server for the SPA (port 5173, proxying /api, /uploads and /version.json to it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'scripts/serve.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit', env: { ...process.env } }),
];
console.log('Development: API on http://localhost:3000, shop with hot reload on http://localhost:5173');

let exiting = false;
const stopAll = (code) => {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  // The API stops its embedded PostgreSQL on SIGINT; give it a moment.
  setTimeout(() => process.exit(code), 3000).unref();
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
