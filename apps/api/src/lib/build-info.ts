import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../config/env.ts';

export const buildInfoSchema = z.object({ version: z.string(), builtAt: z.string() });
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/**
 * The version of the SPA build being served: the build writes `version.json` into its output;
 * without a build (API-only development and tests) it is the package version marked `-dev`.
 */
export function readBuildInfo(webDistDir: string, startedAt = new Date()): BuildInfo {
  const file = path.join(webDistDir, 'version.json');
  if (existsSync(file)) {
    const parsed = buildInfoSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
  }
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  return { version: `${pkg.version}-dev`, builtAt: startedAt.toISOString() };
}
