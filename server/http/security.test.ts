import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security';

describe('CSP connect-src (issue 10)', () => {
  it('allows only our own origin, its WebSocket included, never any ws:/wss: host', () => {
    const csp = contentSecurityPolicy('vibeline.example:5000');
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self' ws://vibeline.example:5000 wss://vibeline.example:5000");
    expect(csp).not.toMatch(/connect-src[^;]* (ws|wss):( |;|$)/);
  });

  it('a forged Host cannot inject directives', () => {
    for (const host of ['evil.com; script-src *', 'a b', 'x"y', undefined]) {
      const connect = contentSecurityPolicy(host)
        .split('; ')
        .find((d) => d.startsWith('connect-src'));
      expect(connect).toBe("connect-src 'self'");
    }
  });
});
