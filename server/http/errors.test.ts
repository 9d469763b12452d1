import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z, type ZodType } from 'zod';
import * as contracts from '#contracts';
import { AppError, isDatabaseUnavailable, mentionsField, parse } from './errors';

/** Every z.object exported by the shared contracts (through .strict(), .refine() and pipes). */
function objectSchemas(): Array<[string, z.ZodObject]> {
  const out: Array<[string, z.ZodObject]> = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (value instanceof z.ZodObject) out.push([name, value]);
  }
  return out;
}

const hostile = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 5 }),
  fc.constant('x'.repeat(20_000)),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.constant(Array.from({ length: 2_000 }, () => 1)),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.constant(JSON.parse('{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"isAdmin": true}}}')),
  fc.constant(JSON.parse('['.repeat(500) + ']'.repeat(500))),
  fc.constant('\uD800\uDC00\uDFFF'),
);

describe('400 messages name the field (issue 10, issue 14 §11)', () => {
  const schemas = objectSchemas();
  it('finds the contracts', () => expect(schemas.length).toBeGreaterThan(20));

  it('every field of every contract: a hostile value is a 400 that names that field', () => {
    let checked = 0;
    for (const [name, schema] of schemas) {
      for (const [key, field] of Object.entries(schema.shape)) {
        const single = z.object({ [key]: field as ZodType }).strict();
        fc.assert(
          fc.property(hostile, (value) => {
            if (single.safeParse({ [key]: value }).success) return;
            try {
              parse(single, { [key]: value });
            } catch (error) {
              expect(error).toBeInstanceOf(AppError);
              expect((error as AppError).statusCode).toBe(400);
              const message = (error as AppError).message;
              expect(mentionsField(message, key), `${name}.${key}: ${message}`).toBe(true);
              checked += 1;
              return;
            }
            throw new Error(`${name}.${key} accepted a value its schema refuses`);
          }),
          { numRuns: 10 },
        );
        // A missing required field says "Required" after its name.
        if (!single.safeParse({}).success) {
          try {
            parse(single, {});
          } catch (error) {
            expect(
              mentionsField((error as Error).message, key),
              `${name}.${key} missing: ${(error as Error).message}`,
            ).toBe(true);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  }, 120_000);

  it('a field counts as named only as a word', () => {
    expect(mentionsField('Invalid input: expected number', 'id')).toBe(false);
    expect(mentionsField('Display name must be at least 2 characters', 'displayName')).toBe(true);
    expect(mentionsField('displayName: Required', 'displayName')).toBe(true);
  });

  it('unknown and prototype keys are named, nested paths are spelled out', () => {
    const schema = z.object({ profile: z.object({ age: z.number() }).strict() }).strict();
    expect(() => parse(schema, { profile: { age: 'x' } })).toThrow(/^profile\.age: /);
    expect(() => parse(schema, JSON.parse('{"profile": {"age": 1}, "__proto__": {"x": 1}}'))).toThrow(
      /Unknown field: __proto__/,
    );
    expect(() => parse(schema, undefined)).toThrow('Request body is required');
  });
});

describe('database unavailable → 503 (issue 16, ADR 110)', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
  it('recognises a restart, a refused connection and a dropped one, also wrapped as a cause', () => {
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5441', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: withCode('shutting down', '57P01') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
