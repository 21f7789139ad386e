// Type-checks every workspace that has a `typecheck` script, as many at once as the machine has
// cores: one after another, the six took 80 s on the two-core CI machine, most of it one core idle.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// The two apps take longest: started first, the small ones fill the other core meanwhile.
const checked = workspaces
  .filter((dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).scripts?.typecheck)
  .sort((a, b) => Number(b.startsWith('apps/')) - Number(a.startsWith('apps/')));

/** Runs one workspace's check; its output is printed whole when it ends, so outputs never interleave. */
function check(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', 'typecheck'], { cwd: path.join(root, dir) });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${dir} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...checked];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) results.push(await check(dir));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
