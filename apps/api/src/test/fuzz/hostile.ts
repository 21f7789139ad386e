/**
 * The hostile inputs of the fuzz test (issue 8 "Hostile input"): control characters, lone UTF-16
 * surrogates, integers beyond PostgreSQL's ranges, wrong types, huge strings and arrays, deep
 * nesting, prototype keys, malformed percent-encoding and over-long path segments.
 */

const HUGE = 'x'.repeat(100_000);

/** Replacements of one string in a JSON body. */
export const STRING_VALUES: [string, unknown][] = [
  ['NUL', 'fuzz\u0000value'],
  ['C0 control', 'fuzz\u0001\u001bvalue'],
  ['lone high surrogate', 'fuzz\ud800value'],
  ['lone low surrogate', '\udc00'],
  ['huge string', HUGE],
  ['number', 12345],
  ['null', null],
  ['object', { en: 'x', ar: 'x' }],
];

/** Replacements of one number in a JSON body. */
export const NUMBER_VALUES: [string, unknown][] = [
  ['int4 + 1', 2_147_483_648],
  ['int8 + 1', 2 ** 63],
  ['-int4 - 1', -2_147_483_649],
  ['9e99', 9e99],
  ['fraction', 1.5],
  ['numeric string beyond int4', '2147483648'],
  ['text', 'abc'],
  ['null', null],
];

/** Replacements of a null (an optional reference or text left empty). */
export const NULL_VALUES: [string, unknown][] = [
  ['int4 + 1', 2_147_483_648],
  ['9e99', 9e99],
  ['NUL', 'fuzz\u0000value'],
  ['lone high surrogate', '\ud800'],
  ['object', {}],
];

export const BOOLEAN_VALUES: [string, unknown][] = [
  ['string', 'true'],
  ['number', 1],
  ['object', {}],
];

function nested(depth: number, open: string, close: string, inner = '1'): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/** Replacements of a whole object or array. */
export const CONTAINER_VALUES: [string, unknown][] = [
  ['string', 'fuzz'],
  ['empty object', {}],
  ['array of objects', [{}, { a: 1 }]],
  ['huge array', Array.from({ length: 5000 }, (_, i) => i)],
  ['deep object', JSON.parse(nested(500, '{"a":', '}'))],
];

/**
 * Whole bodies, as raw text with their content type. `undefined` text: no body at all.
 * Depths and sizes stay under the 1 MB body limit except where the limit itself is the point.
 */
export function rawBodies(base: unknown): [string, { payload?: string | Buffer; contentType?: string }][] {
  const baseText = JSON.stringify(base ?? {});
  const withKey = (key: string, value: string) =>
    baseText.startsWith('{') && baseText !== '{}'
      ? `{"${key}":${value},${baseText.slice(1)}`
      : `{"${key}":${value}}`;
  return [
    ['no body', {}],
    ['empty JSON body', { payload: '', contentType: 'application/json' }],
    ['{}', { payload: '{}', contentType: 'application/json' }],
    ['[]', { payload: '[]', contentType: 'application/json' }],
    ['null', { payload: 'null', contentType: 'application/json' }],
    ['string', { payload: '"fuzz"', contentType: 'application/json' }],
    ['number', { payload: '2147483648', contentType: 'application/json' }],
    ['broken JSON', { payload: '{"a":', contentType: 'application/json' }],
    ['deep arrays', { payload: nested(10_000, '[', ']'), contentType: 'application/json' }],
    ['deep objects', { payload: nested(10_000, '{"a":', '}'), contentType: 'application/json' }],
    ['huge array', { payload: `[${'0,'.repeat(100_000)}0]`, contentType: 'application/json' }],
    [
      '__proto__ key',
      { payload: withKey('__proto__', '{"isSuperAdmin":true}'), contentType: 'application/json' },
    ],
    [
      'constructor.prototype key',
      { payload: withKey('constructor', '{"prototype":{"x":1}}'), contentType: 'application/json' },
    ],
    ['over the body limit', { payload: `{"a":"${'x'.repeat(1_100_000)}"}`, contentType: 'application/json' }],
    [
      'invalid UTF-8',
      {
        payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
        contentType: 'application/json',
      },
    ],
    ['text/plain', { payload: baseText, contentType: 'text/plain' }],
    [
      'form with NUL',
      { payload: 'name=%00&email=%ZZ&__proto__=x', contentType: 'application/x-www-form-urlencoded' },
    ],
    ['multipart without boundary', { payload: 'x', contentType: 'multipart/form-data' }],
    [
      'broken multipart',
      {
        payload: '--b\r\nContent-Disposition: form-data; name="f\u0000"\r\n\r\nx',
        contentType: 'multipart/form-data; boundary=b',
      },
    ],
    ['utf-16 charset', { payload: baseText, contentType: 'application/json; charset=utf-16' }],
  ];
}

/** Replacements of one path parameter (already percent-encoded where meant to be). */
export const PATH_VALUES: [string, string][] = [
  ['zero', '0'],
  ['negative', '-1'],
  ['int4 + 1', '2147483648'],
  ['int8 + 1', '9223372036854775808'],
  ['9e99', '9e99'],
  ['fraction', '1.5'],
  ['text', 'abc'],
  ['%00', '%00'],
  ['%01 inside', 'a%01b'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['malformed %', '%'],
  ['malformed %ZZ', '%ZZ'],
  ['160 characters', 'a'.repeat(160)],
  ['161 characters', 'a'.repeat(161)],
  ['5000 characters', 'a'.repeat(5000)],
  ['__proto__', '__proto__'],
  ['dot dot', '%2e%2e'],
  ['Arabic', encodeURIComponent('مرحبا')],
];

/** The path values the router itself judges (before any hook): sent to every caller. */
export const ROUTER_PATH_VALUES = PATH_VALUES.filter(([name]) =>
  ['%00', 'encoded lone surrogate', 'malformed %', '161 characters', '5000 characters'].includes(name),
);

/** Replacements of one query parameter (raw, already encoded where meant to be). */
export const QUERY_VALUES: [string, string][] = [
  ['%00', '%00'],
  ['%01', 'a%01b'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['malformed %', '%'],
  ['int4 + 1', '2147483648'],
  ['9e99', '9e99'],
  ['huge', 'x'.repeat(20_000)],
  ['repeated', '1&{name}=2'],
  ['bracketed', '1&{name}[]=x&{name}[a]=y'],
];

/** Query strings sent to every operation, whatever its parameters. */
export const EXTRA_QUERIES: [string, string][] = [
  ['__proto__ query', '__proto__=x&constructor[prototype][x]=1'],
  ['NUL name', '%00=1'],
  ['malformed name', '%=1&%ZZ=2'],
  ['search with NUL', 'search=%00&sort=%01'],
];

/** Header sets sent once per operation. */
export const HEADER_VALUES: [string, Record<string, string>][] = [
  ['odd language', { 'accept-language': 'ar;q=abc, *;q=0.1, x-%00' }],
  ['huge bearer', { authorization: `Bearer ${'x'.repeat(8000)}` }],
  ['basic auth', { authorization: 'Basic Zm9vOmJhcg==' }],
  ['odd accept', { accept: 'application/json;q=0, text/html' }],
  ['xsrf cookie without header', { cookie: 'XSRF-TOKEN=abc' }],
];
