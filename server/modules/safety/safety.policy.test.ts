import { describe, expect, it } from 'vitest';
import { AppError } from '#http/errors';
import { assertSelf } from './safety.policy';

describe('assertSelf', () => {
  it("passes for the session's own id and answers 403 naming what for anyone else's", () => {
    expect(() => assertSelf(5, 5, 'contacts')).not.toThrow();
    let caught: unknown;
    try {
      assertSelf(5, 6, 'contacts');
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).statusCode).toBe(403);
    expect((caught as AppError).message).toMatch(/your own contacts/);
  });
});
