/**
 * The HTTP load generator of the read benchmarks (ADR 115): a process of its own that keeps N
 * keep-alive HTTP/1.1 connections (raw TCP sockets, one request in flight on each: a closed loop),
 * writes a request prepared once per connection and reads just enough of each answer (status line,
 * Content-Length or chunked framing) to know where it ends. About 50 µs of CPU per request where
 * node:http's client took 180–600 µs, so at 64 connections the bench measures the server, not itself.
 *
 * `startHttpLoad()` spawns the generator once; each `run(job)` loads one case and answers its
 * throughput, latency percentiles, status errors and the generator's own CPU per request. The
 * child reads jobs as JSON lines on stdin and writes one JSON line per result on stdout.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { percentile } from './lib';

export interface LoadJob {
  port: number;
  /** One entry per connection: the path it requests and the session cookie it sends (if any). */
  lanes: Array<{ path: string; token?: string }>;
  warmupMs: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  /** Answers other than 200 during the measured part. */
  errors: number;
  firstError?: string;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** CPU (user + system) the generator spent per measured request. */
  clientCpuUsPerRequest: number;
}

const CRLF2 = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/** Where one HTTP/1.1 answer in `buf` ends, and its status; null while it is incomplete. */
export function parseResponse(buf: Buffer): { end: number; status: number } | null {
  const headEnd = buf.indexOf(CRLF2);
  if (headEnd < 0) return null;
  const status = (buf[9] - 48) * 100 + (buf[10] - 48) * 10 + (buf[11] - 48);
  const head = buf.toString('latin1', 0, headEnd).toLowerCase();
  const bodyStart = headEnd + 4;
  const length = /\r\ncontent-length:\s*(\d+)/.exec(head);
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buf.length >= end ? { end, status } : null;
  }
  if (!/\r\ntransfer-encoding:\s*chunked/.test(head)) return { end: bodyStart, status };
  let at = bodyStart;
  for (;;) {
    const lineEnd = buf.indexOf(CRLF, at);
    if (lineEnd < 0) return null;
    const size = parseInt(buf.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      // No trailers from our servers: the last chunk is followed by one empty line.
      const end = lineEnd + 4;
      return buf.length >= end ? { end, status } : null;
    }
    at = lineEnd + 2 + size + 2;
    if (at > buf.length) return null;
  }
}

/** One job, in this process: every connection runs warm-up and measured part back to back. */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const t0 = performance.now();
  const start = t0 + job.warmupMs;
  const end = start + job.seconds * 1000;
  let cpuAtStart: NodeJS.CpuUsage | undefined;
  const startTimer = setTimeout(() => {
    cpuAtStart = process.cpuUsage();
  }, job.warmupMs);

  const sockets: net.Socket[] = [];
  await Promise.all(
    job.lanes.map(
      (lane) =>
        new Promise<void>((resolve, reject) => {
          const request = Buffer.from(
            `GET ${lane.path} HTTP/1.1\r\nHost: 127.0.0.1:${job.port}\r\n` +
              (lane.token ? `Cookie: vl_session=${lane.token}\r\n` : '') +
              '\r\n',
            'latin1',
          );
          const socket = net.connect({ port: job.port, host: '127.0.0.1', noDelay: true });
          sockets.push(socket);
          let pending: Buffer | null = null;
          let sentAt = 0;
          let done = false;
          const send = () => {
            sentAt = performance.now();
            socket.write(request);
          };
          socket.once('connect', send);
          socket.on('data', (chunk: Buffer) => {
            pending = pending ? Buffer.concat([pending, chunk]) : chunk;
            const answer = parseResponse(pending);
            if (!answer) return;
            // One request in flight per connection, so nothing may follow the answer.
            pending = null;
            const now = performance.now();
            if (sentAt >= start) {
              latencies.push(now - sentAt);
              if (answer.status !== 200) {
                errors++;
                firstError ??= `${answer.status} ${lane.path}`;
              }
            }
            if (now < end) send();
            else {
              done = true;
              socket.end();
              resolve();
            }
          });
          socket.on('error', reject);
          socket.on('close', () => {
            if (!done) reject(new Error(`connection closed by the server during ${lane.path}`));
          });
        }),
    ),
  ).finally(() => {
    clearTimeout(startTimer);
    for (const socket of sockets) socket.destroy();
  });
  const finished = performance.now();
  const cpu = process.cpuUsage(cpuAtStart);
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    seconds: (finished - start) / 1000,
    errors,
    firstError,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    clientCpuUsPerRequest: latencies.length ? (cpu.user + cpu.system) / latencies.length : 0,
  };
}

/** The generator as a child process; `run` sends it one job at a time. */
export function startHttpLoad(): { run(job: LoadJob): Promise<LoadResult>; close(): void } {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const answers = readline.createInterface({ input: child.stdout! });
  const waiting: Array<{ resolve: (r: LoadResult) => void; reject: (e: Error) => void }> = [];
  answers.on('line', (line) => {
    const next = waiting.shift();
    const answer = JSON.parse(line) as { result?: LoadResult; error?: string };
    if (answer.result) next?.resolve(answer.result);
    else next?.reject(new Error(`load generator: ${answer.error}`));
  });
  child.once('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`load generator exited (${code})`));
  });
  return {
    run: (job) =>
      new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        child.stdin!.write(`${JSON.stringify(job)}\n`);
      }),
    close: () => {
      child.stdin!.end();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // Jobs one after another: a run never shares the process with another.
  const jobs = readline.createInterface({ input: process.stdin });
  let chain = Promise.resolve();
  jobs.on('line', (line) => {
    chain = chain.then(async () => {
      try {
        const result = await runLoad(JSON.parse(line) as LoadJob);
        process.stdout.write(`${JSON.stringify({ result })}\n`);
      } catch (error) {
        process.stdout.write(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
      }
    });
  });
}
