import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';

/**
 * Property-based checks of every zod schema exported by lib/validation.ts (the accounts
 * branch's input rules for subscribe, query, comment, login and signup):
 * - every string and array has an upper bound (no unbounded input reaches the store);
 * - no object schema lets unknown keys through to the data;
 * - 1,000 hostile inputs per schema never make parsing throw, and a rejection always
 *   carries a message; accepted strings respect the declared limits;
 * - `__proto__`/`constructor` keys pollute nothing.
 * Skipped only while lib/validation.ts is not in this tree (it arrives with the accounts merge).
 */

const MODULE = path.join(__dirname, '..', 'lib', 'validation.ts');
const present = fs.existsSync(MODULE);

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};

/**
 * Paths where a schema lets unbounded input in (strings/lists without a maximum, read from
 * the input side) or lets unknown keys through to the data (passthrough/loose objects, read
 * from the output side; stripping and strict objects both keep them out).
 */
function unbounded(schema: JsonSchema, side: 'input' | 'output', at = '$'): string[] {
  const found: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (side === 'input' && types.includes('string') && schema.maxLength === undefined && schema.enum === undefined && schema.const === undefined) found.push(`${at}: string without max`);
  if (side === 'input' && types.includes('array') && schema.maxItems === undefined && !Array.isArray(schema.items)) found.push(`${at}: array without max`);
  if (side === 'output' && types.includes('object') && schema.additionalProperties !== false) {
    if (typeof schema.additionalProperties === 'object' && Object.keys(schema.additionalProperties).length > 0) found.push(...unbounded(schema.additionalProperties, 'input', `${at}.*`));
    else found.push(`${at}: unknown keys reach the data`);
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) found.push(...unbounded(child, side, `${at}.${key}`));
  for (const child of [schema.items ?? []].flat()) found.push(...unbounded(child, side, `${at}[]`));
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) found.push(...unbounded(child, side, at));
  return found;
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '', ' ', '\t\n\r', '\u0000', '\u202e', '\ufeff', 'a@b.co', 'A@B.CO', 'x'.repeat(255) + '@example.com', `${'a'.repeat(64)}@${'b'.repeat(250)}.com`,
    'a@b.c\r\nBcc: victim@example.com', "' OR 1=1 --", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '{{7*7}}', '${7*7}',
    '../../etc/passwd', '𝓊𝓃𝒾𝒸𝑜𝒹𝑒@example.com', 'Passw0rd!', 'aA1!aA1!', '🙂'.repeat(100),
  ),
  fc.nat({ max: 20_000 }).map((n) => 'x'.repeat(n)),
);
const hostileValue = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.array(hostileString, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }));

function hostileInput(keys: string[]) {
  return fc.oneof(
    hostileValue,
    fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] }),
    fc
      .tuple(fc.record(Object.fromEntries(keys.map((k) => [k, hostileString])), { requiredKeys: [] }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'uid', 'isAdmin', 'timestamp'), hostileValue)
      .map(([base, extra, value]) => JSON.parse(JSON.stringify({ ...base, [extra]: value ?? null })) as unknown),
  );
}

/** Every string in a parsed value, with its JSON path. */
function strings(value: unknown, at = '$'): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

function maxLengthAt(schema: JsonSchema, at: string): number | undefined {
  const parts = at.replace(/^\$/, '').split(/\.|\[\d+\]/).filter(Boolean);
  let node: JsonSchema | undefined = schema;
  for (const part of parts) node = node?.properties?.[part] ?? (Array.isArray(node?.items) ? undefined : node?.items);
  return node?.maxLength;
}

(present ? describe : describe.skip)('lib/validation.ts schemas under hostile input', () => {
  let schemas: [string, z.ZodType][] = [];

  beforeAll(async () => {
    const mod = (await import(MODULE)) as Record<string, unknown>;
    schemas = Object.entries(mod).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);
  });

  test('the module exports input schemas', () => {
    expect(schemas.length).toBeGreaterThan(0);
  });

  test('every string and list is bounded and no object schema lets unknown keys through', () => {
    const problems = schemas.flatMap(([name, schema]) => [
      ...unbounded(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, 'input', name),
      ...unbounded(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema, 'output', name),
    ]);
    expect(problems).toEqual([]);
  });

  test('1,000 hostile inputs per schema: parsing never throws, rejections carry a message, accepted strings respect limits', () => {
    for (const [name, schema] of schemas) {
      const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
      const keys = Object.keys(json.properties ?? {});
      fc.assert(
        fc.property(hostileInput(keys), (input) => {
          const result = schema.safeParse(input);
          if (!result.success) {
            expect(result.error.issues.length).toBeGreaterThan(0);
            for (const issue of result.error.issues) expect(issue.message.length).toBeGreaterThan(0);
            return;
          }
          for (const [at, value] of strings(result.data)) {
            const max = maxLengthAt(json, at);
            if (max !== undefined) expect({ name, at, length: value.length <= max }).toEqual({ name, at, length: true });
          }
        }),
        { numRuns: 1000, seed: 9 },
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });
});
