import { spawn } from 'node:child_process';
import http from 'node:http';
import crypto from 'node:crypto';
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--import', 'tsx', 'bench/messaging-server.ts'], { env: { ...process.env, BENCH_SEED: '200', REDIS_URL: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
const info: any = await new Promise((res) => { let b = ''; child.stdout!.on('data', (c) => { b += c; const l = b.split('\n').find((x) => x.startsWith('{"port"')); if (l) res(JSON.parse(l)); }); });
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
const post = (from: number, to: number) => new Promise<number>((resolve) => {
  const body = JSON.stringify({ senderId: from, receiverId: to, clientId: crypto.randomUUID(), content: 'How was your day? ' + Math.random() });
  const req = http.request({ host: '127.0.0.1', port: info.port, path: '/api/messages', method: 'POST', agent, headers: { 'content-type': 'application/json', cookie: `vl_session=bench-token-${from}` } }, (r) => { r.resume(); r.on('end', () => resolve(r.statusCode!)); });
  req.end(body);
});
const ids = info.userIds; let n = 0; const start = performance.now();
await Promise.all(Array.from({ length: 32 }, async () => { while (performance.now() - start < 8000) { const i = n++ % ids.length; await post(ids[i], ids[(i + 1) % ids.length]); } }));
console.log('sent', n, 'rate', n / ((performance.now() - start) / 1000));
child.kill('SIGTERM');
await new Promise((r) => child.on('exit', r));
