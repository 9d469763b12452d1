import Fastify from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTimers, type ModuleTimer } from './timers';

const log = pino({ level: 'silent' });

function recorder(name: string, extra: Partial<ModuleTimer> = {}) {
  const runs: number[] = [];
  const timer: ModuleTimer = {
    name,
    run: async () => {
      runs.push(runs.length + 1);
    },
    ...extra,
  };
  return { timer, runs };
}

describe('declared background timers (ADR 096)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('start at ready, repeat on their period and stop on close when background timers are on', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify();
    const sweep = recorder('sweep', { everyMs: 1000 });
    const once = recorder('warm-up');
    startTimers(app, { backgroundTimers: true }, log, [sweep.timer, once.timer]);
    expect(sweep.runs).toHaveLength(0);
    await app.ready();
    await vi.waitFor(() => expect(once.runs).toHaveLength(1));
    expect(sweep.runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sweep.runs).toHaveLength(4);
    expect(once.runs).toHaveLength(1);
    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sweep.runs).toHaveLength(4);
  });

  it('never start when background timers are off', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify();
    const sweep = recorder('sweep', { everyMs: 1000 });
    startTimers(app, { backgroundTimers: false }, log, [sweep.timer]);
    await app.ready();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sweep.runs).toHaveLength(0);
    await app.close();
  });

  it('log a failed run (thrown or rejected) and keep going', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const warnings: unknown[] = [];
    const spyLog = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
    const app = Fastify();
    let calls = 0;
    startTimers(app, { backgroundTimers: true }, spyLog, [
      {
        name: 'flaky.sweep',
        everyMs: 1000,
        run: async () => {
          calls += 1;
          throw new Error('queue away');
        },
      },
    ]);
    await app.ready();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(warnings).toHaveLength(2));
    expect(calls).toBe(2);
    expect(warnings[0]).toMatchObject({ timer: 'flaky.sweep', msg: 'flaky.sweep failed' });
    await app.close();

    const failing = Fastify();
    startTimers(failing, { backgroundTimers: true }, spyLog, [
      {
        name: 'warm-up',
        run: () => {
          throw new Error('index unreadable');
        },
      },
    ]);
    await failing.ready();
    await vi.waitFor(() => expect(warnings).toHaveLength(3));
    expect(warnings[2]).toMatchObject({ timer: 'warm-up', msg: 'warm-up failed' });
    await failing.close();
  });
});
