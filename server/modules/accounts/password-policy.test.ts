import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN } from '#contracts';
import { isCommonPassword, serverPasswordWeakness } from './password-policy';

describe('password policy (issue 10)', () => {
  it('needs at least 10 characters', () => {
    expect(PASSWORD_MIN).toBe(10);
    expect(serverPasswordWeakness('Abcdef-12')).toBe('Password must be at least 10 characters');
    expect(serverPasswordWeakness('Abcdef-123')).toBeNull();
  });

  it('refuses the shipped common passwords, also with digits or symbols stuck on', () => {
    for (const p of ['qwertyuiop1', 'Password123', '1q2w3e4r5t6y', 'Sunshine2024!', 'Football#1999', 'Iloveyou12345']) {
      expect(isCommonPassword(p), p).toBe(true);
      expect(serverPasswordWeakness(p), p).toBe('Password is too common. Please choose another.');
    }
    for (const p of ['Blue-sky-harbour-9', 'Correct-horse-42', 'Vibeline-member-2026', 'Fresh-harbour-77']) {
      expect(serverPasswordWeakness(p), p).toBeNull();
    }
  });
});
