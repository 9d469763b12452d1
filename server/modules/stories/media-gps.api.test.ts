import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oggCrc } from '#platform/media-metadata';
import { DEVICE, GPS, mp3WithGps, mp4WithGps, oggOpusWithGps, webmWithGps } from '#test/media-fixtures';
import { startTestApp, type TestAgent, type TestApp } from '#test/support';

let t: TestApp;
let agent: TestAgent;
beforeAll(async () => {
  t = await startTestApp();
  agent = await t.signIn(await t.createMember());
});
afterAll(async () => {
  await t.close();
});

const upload = (url: string, payload: Buffer, type: string) =>
  agent.request({ method: 'POST', url, payload, headers: { 'content-type': type } });
const clean = (body: Buffer) => !body.includes(Buffer.from(GPS)) && !body.includes(Buffer.from(DEVICE));

describe('media metadata never reaches storage (issue 10 §6)', () => {
  it('a story video keeps its frames but loses GPS and device tags (MP4 and WebM)', async () => {
    for (const [file, type] of [
      [mp4WithGps(), 'video/mp4'],
      [webmWithGps(1), 'video/webm'],
    ] as const) {
      const up = await upload('/api/stories/media', file, type);
      expect(up.statusCode, up.body).toBe(201);
      const served = await agent.get(up.json().mediaUrl);
      expect(served.statusCode).toBe(200);
      expect(clean(served.rawPayload)).toBe(true);
      expect(served.rawPayload.length).toBe(file.length);
    }
  });

  it('a video with a GPS track is refused with a clear 400', async () => {
    const res = await upload('/api/stories/media', mp4WithGps({ handler: 'meta' }), 'video/mp4');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/location track/);
  });

  it('voice messages are stored without tags, in every accepted container', async () => {
    const files: Array<[Buffer, string]> = [
      [oggOpusWithGps(oggCrc), 'audio/ogg'],
      [webmWithGps(2), 'audio/webm'],
      [mp4WithGps({ brand: 'M4A ', handler: 'soun' }), 'audio/mp4'],
      [mp3WithGps(), 'audio/mpeg'],
    ];
    for (const [file, type] of files) {
      const up = await upload('/api/messages/voice', file, type);
      expect(up.statusCode, `${type}: ${up.body}`).toBe(201);
      const served = await agent.get(up.json().voiceUrl);
      expect(served.statusCode).toBe(200);
      expect(clean(served.rawPayload), type).toBe(true);
    }
  });

  it('voice accepts audio only: a video recording is refused', async () => {
    for (const [file, type] of [
      [mp4WithGps({ handler: 'vide' }), 'audio/mp4'],
      [webmWithGps(1), 'audio/webm'],
    ] as const) {
      const res = await upload('/api/messages/voice', file, type);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Voice messages must be audio only');
    }
  });
});
