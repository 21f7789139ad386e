/*
 * zod compiles fast parsers with `new Function` and probes for it when its first object schema is
 * built. The shop's Content-Security-Policy has no 'unsafe-eval', so the probe would be refused
 * and reported as a violation on every page with a form (docs/decisions/0032). zod reads this
 * setting from globalThis, so it is set here, before any module builds a schema, without loading
 * zod into the first file. This module must stay the first import of main.tsx.
 */
declare global {
  // zod's own name for its global configuration.
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
