/**
 * Plausible values for an operation's parameters and body, built from its OpenAPI (JSON Schema)
 * description alone. The fuzz test replaces one part of such a value at a time with something
 * hostile: a hostile value only reaches the services (and the database) when everything around it
 * is valid, so the rest of the request should pass validation as often as possible.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Strings tried, in order, against a field's `pattern` (slugs, SKUs, colours, image URLs…). */
const patternCandidates = (salt: number) => [
  `fuzz-v${salt}`,
  `FZ${salt}`,
  'fuzz-value',
  'fuzz',
  'FUZZ-SKU-1',
  '12345678',
  '07700900123',
  '#112233',
  '/uploads/fuzz.webp',
  'https://example.test/fuzz',
  '/products',
  'home',
  'PCS',
  '1',
];

/** Field names whose meaning the JSON Schema does not carry (zod transforms and refinements). */
function hintFor(name: string, salt: number): string | undefined {
  const key = name.toLowerCase();
  const digits = String(salt).padStart(8, '0');
  if (key.includes('password')) return 'Fuzz-pass-12345';
  if (key.includes('email') || key === 'login') return `fuzz-${salt}@example.test`;
  if (key.includes('phone') || key.includes('mobile') || key.includes('landline')) return `07${digits}`;
  if (key === 'companynumber') return `12${digits}`;
  if (key === 'code') return `FZ-${salt}`;
  if (key === 'url') return `fuzz-page-${salt}`;
  if (key === 'token' || key === 'captchatoken') return 'fuzz-token';
  if (key === 'expectedmonthlyspend') return '1000';
  return undefined;
}

function stringExample(schema: JsonSchema, name: string, salt: number): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  const fits = (v: string) => v.length >= min && v.length <= max;
  if (schema.format === 'email') return `fuzz-${salt}@example.test`;
  if (schema.format === 'date-time') return '2026-01-02T03:04:05Z';
  if (schema.pattern) {
    const re = new RegExp(schema.pattern, 'u');
    const hit = patternCandidates(salt).find((c) => re.test(c) && fits(c));
    if (hit) return hit;
  }
  const hint = hintFor(name, salt);
  if (hint && fits(hint)) return hint;
  const text = `Fuzz text ${salt}`;
  return text.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, text.length)));
}

function numberExample(schema: JsonSchema, name: string): number {
  if (/ids?$/i.test(name)) return 1;
  let value = schema.minimum ?? 1;
  if (schema.exclusiveMinimum !== undefined) value = Math.max(value, schema.exclusiveMinimum + 1);
  if (schema.maximum !== undefined) value = Math.min(value, schema.maximum);
  return value;
}

/**
 * A value that fits `schema`, as far as a JSON Schema can say. `salt` makes names, codes and
 * e-mail addresses differ between operations, so one operation's record does not make the next
 * one's request a conflict. Optional references (nullable ids) are left null: a made-up id rarely
 * names an existing row.
 */
export function exampleOf(schema: JsonSchema | undefined, name = '', salt = 0): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    if (/Id$/.test(name) && branches.some((b) => b.type === 'null')) return null;
    const branch = branches.find((b) => b.type !== 'null') ?? branches[0];
    return exampleOf(branch, name, salt);
  }
  if (schema.allOf?.length) return exampleOf(Object.assign({}, ...schema.allOf) as JsonSchema, name, salt);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        out[key] = exampleOf(property, key, salt);
      }
      return out;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      const item = exampleOf(schema.items, name.replace(/s$/, ''), salt);
      return Array.from({ length: Math.min(count, schema.maxItems ?? count) }, () => item);
    }
    case 'integer':
    case 'number':
      return numberExample(schema, name);
    case 'boolean':
      return true;
    case 'string':
      return stringExample(schema, name, salt);
    default:
      return null;
  }
}

export type JsonPath = (string | number)[];

/** Every node of a value (objects, arrays and leaves), each with its path; arrays by their first item. */
export function nodesOf(value: unknown, path: JsonPath = []): { path: JsonPath; value: unknown }[] {
  const out: { path: JsonPath; value: unknown }[] = path.length ? [{ path, value }] : [];
  if (Array.isArray(value)) {
    if (value.length) out.push(...nodesOf(value[0], [...path, 0]));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) out.push(...nodesOf(child, [...path, key]));
  }
  return out;
}

/** A deep copy of `value` with the node at `path` replaced. */
export function replaceAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path as [string | number, ...JsonPath];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}
