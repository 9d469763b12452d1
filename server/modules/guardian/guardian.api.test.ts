import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import fs from 'node:fs';
import path from 'node:path';
import {
  BRIEF_TRAINING,
  SMALL_GATE_SETS,
  startTestApp,
  testDatabaseKind,
  type TestApp,
  type TestAgent,
} from '#test/support';
import { modelVersions, trainingSamples, users } from '#db/schema';
import { createGuardianService, RETRAIN_JOB } from './guardian.service';
import { insertModerationRequest } from './guardian.repository';
import { loadChallengeSet } from './challenge-eval';
import type { PromotionRecord } from './guardian.promotion';
import { DEFAULT_MODEL_PATH } from './engine/classifier';

let t: TestApp;
let member: Awaited<ReturnType<TestApp['createMember']>>;
let asMember: TestAgent;
let asModerator: TestAgent;
let asAdmin: TestAgent;

/** The committed model: the active one until a retrain here activates a candidate. */
const SHIPPED_VERSION = (JSON.parse(fs.readFileSync(DEFAULT_MODEL_PATH, 'utf8')) as { version: string }).version;

/**
 * The promotion gate's measurement (every wired challenge set and development file, ~40 CPU s a model) does not
 * depend on the database: measured in full once per run, by the weak-candidate retrain on PGlite (its own service,
 * configured as production is); the app itself measures the smaller gate, so the job-queued retrain measures its
 * candidate on that and takes the active model's part of the full measurement from the cache (ADR 304, 315). On
 * PostgreSQL both retrains measure the smaller gate; every route, job and transaction runs as on PGlite.
 */
const fullGate = testDatabaseKind === 'pglite';

beforeAll(async () => {
  t = await startTestApp({ guardianGateSets: SMALL_GATE_SETS, guardianTrainingOverrides: BRIEF_TRAINING });
  member = await t.createMember();
  asMember = await t.signIn(member);
  asModerator = await t.signIn(await t.createMember({ role: 'moderator' }));
  asAdmin = await t.signIn(await t.createMember({ role: 'admin' }));
});
afterAll(async () => {
  await t.close();
});

describe('POST /Guardian (public demo)', () => {
  it('answers in the spec shape for anyone, without storing anything', async () => {
    const samplesBefore = (await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(trainingSamples))[0]
      .n;
    const safe = await t
      .agent()
      .post('/Guardian', { content: 'Hey! Loved your hiking photos, which trail was that?', trustScore: 75 });
    expect(safe.statusCode).toBe(200);
    expect(safe.json()).toMatchObject({
      input: { trust_score: 75 },
      result: {
        decision: 'ALLOW',
        risk_score: expect.any(Number),
        updated_trust_score: expect.any(Number),
        reasoning: expect.any(String),
        policy_tags: expect.any(Array),
      },
      guardian_version: expect.stringContaining('guardian'),
    });
    const harmful = await t.agent().post('/Guardian', {
      content: 'Send me $500 in gift cards or I will share your pics with your family',
      trustScore: 50,
    });
    expect(harmful.json().result.decision).toBe('BLOCK');
    expect(harmful.json().result.risk_score).toBeGreaterThanOrEqual(75);
    const offPlatform = await t.agent().post('/Guardian', {
      content: 'this app is so slow, text me on whatsapp at five five five 123 4567',
      trustScore: 25,
    });
    expect(['REVIEW', 'BLOCK']).toContain(offPlatform.json().result.decision);
    // The demo changes nobody's trust and stores no sample.
    const [row] = await t.ctx.database.db
      .select({ trust: users.trustScore })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row.trust).toBe(member.account.trustScore);
    expect((await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(trainingSamples))[0].n).toBe(
      samplesBefore,
    );
  });

  it('refuses empty, whitespace-only and oversized content with a 400, and survives odd characters', async () => {
    for (const content of ['', '   \n\t ', 'x'.repeat(100_000)]) {
      const res = await t.agent().post('/Guardian', { content, trustScore: 50 });
      expect(res.statusCode, JSON.stringify(content.slice(0, 10))).toBe(400);
      expect(res.json().message).toMatch(/Content/);
    }
    for (const content of [
      'hi \ud800 there \udfff',
      '\u0000\u0001\u0002 binary \u0007',
      'zero\u200bwidth\u200d text',
    ]) {
      const res = await t.agent().post('/Guardian', { content, trustScore: 50 });
      expect(res.statusCode).toBe(200);
      expect(['ALLOW', 'REVIEW', 'BLOCK']).toContain(res.json().result.decision);
    }
    expect((await t.agent().post('/Guardian', { content: 'hello', trustScore: 101 })).statusCode).toBe(400);
    expect((await t.agent().post('/Guardian', { content: 'hello', trustScore: 50, extra: 1 })).statusCode).toBe(400);
    expect((await t.agent().post('/Guardian', { content: 42 })).statusCode).toBe(400);
  });

  it('is rate limited', async () => {
    const local = await startTestApp({ rateLimitScale: 1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++)
        statuses.push((await local.agent().post('/Guardian', { content: 'hello there', trustScore: 50 })).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
    } finally {
      await local.close();
    }
  });
});

describe('admin Guardian routes: who may call them', () => {
  const reads = [
    '/api/admin/advanced-moderation/metrics',
    '/api/admin/advanced-moderation/training-stats',
    '/api/admin/ai-training/metrics',
    '/api/admin/guardian-settings',
    '/api/admin/moderation-requests',
  ];
  it('reads: anonymous 401, member 403, moderator and admin 200', async () => {
    for (const url of reads) {
      expect((await t.agent().get(url)).statusCode, url).toBe(401);
      expect((await asMember.get(url)).statusCode, url).toBe(403);
      expect((await asModerator.get(url)).statusCode, url).toBe(200);
      expect((await asAdmin.get(url)).statusCode, url).toBe(200);
    }
  });

  it('configuration and training: moderator 403, admin allowed', async () => {
    const writes: Array<[string, unknown]> = [
      ['/api/admin/keywords/banned', { keyword: 'zzmod-test' }],
      ['/api/admin/ai-training/add', { content: 'hello friend', label: 'safe', contentType: 'message' }],
      [
        '/api/admin/advanced-moderation/upload-training-data',
        { dataset: [{ content: 'hi there', expectedAction: 'approved' }] },
      ],
      ['/api/admin/trust-score/reset', { trustScore: 60, userId: member.id }],
    ];
    for (const [url, body] of writes) {
      expect((await t.agent().post(url, body)).statusCode, url).toBe(401);
      expect((await asMember.post(url, body)).statusCode, url).toBe(403);
      expect((await asModerator.post(url, body)).statusCode, url).toBe(403);
      expect((await asAdmin.post(url, body)).statusCode, url).toBeLessThan(300);
    }
    const test = { contentType: 'message', content: 'hello' };
    expect((await asMember.post('/api/admin/advanced-moderation/test', test)).statusCode).toBe(403);
    expect((await asModerator.post('/api/admin/advanced-moderation/test', test)).statusCode).toBe(200);
  });
});

describe('keywords', () => {
  it('adds one, adds many (one per line), refuses blanks, removes, and the engine follows', async () => {
    const probe = async () =>
      (
        await asAdmin.post('/api/admin/advanced-moderation/test', {
          contentType: 'message',
          content: 'want some blorptastic tonight?',
        })
      ).json();
    expect((await probe()).decision).toBe('ALLOW');
    const one = await asAdmin.post('/api/admin/keywords/banned', { keyword: '  blorptastic ' });
    expect(one.statusCode).toBe(201);
    expect(one.json().bannedKeywords).toContain('blorptastic');
    const hit = await probe();
    expect(hit.decision).toBe('BLOCK');
    expect(hit.flaggedTerms).toContain('blorptastic');

    const bulk = await asAdmin.post('/api/admin/keywords/nsfw', {
      keyword: 'glimmerbits\nshimmerlicks\n\nglimmerbits',
    });
    expect(bulk.json().added).toEqual(['glimmerbits', 'shimmerlicks']);
    expect((await asAdmin.post('/api/admin/keywords/nsfw', { keyword: ' \n ' })).statusCode).toBe(400);
    expect((await asAdmin.post('/api/admin/keywords/other', { keyword: 'x' })).statusCode).toBe(400);
    expect((await asAdmin.post('/api/admin/keywords/banned', { keyword: 'x'.repeat(101) })).statusCode).toBe(400);

    const removed = await asAdmin.delete(`/api/admin/keywords/banned/${encodeURIComponent('Blorptastic')}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().bannedKeywords).not.toContain('blorptastic');
    expect((await probe()).decision).toBe('ALLOW');
    expect((await asAdmin.delete('/api/admin/keywords/banned/not-there')).statusCode).toBe(404);

    const settings = (await asModerator.get('/api/admin/guardian-settings')).json();
    expect(settings.bannedKeywords.length).toBeGreaterThan(10);
    expect(settings.nsfwKeywords).toContain('glimmerbits');
  });
});

describe('test portal', () => {
  it('uses a member trust score or a custom one and returns the spec result', async () => {
    const res = await asModerator.post('/api/admin/advanced-moderation/test', {
      contentType: 'message',
      content: 'I am 15 and bored, wanna chat?',
      testUserId: member.id,
      customTrustScore: 40,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      action: 'blocked',
      decision: 'BLOCK',
      originalDecision: 'BLOCK',
      layerTriggered: expect.any(String),
      prediction: {
        prediction: expect.any(String),
        confidence: expect.any(Number),
        reasoning: expect.any(String),
        contextualFactors: expect.any(Array),
        riskFactors: expect.any(Array),
      },
      flaggedTerms: expect.any(Array),
      reasoning: expect.any(String),
      trustScoreUpdate: expect.any(Number),
      adaptiveLearning: { confidenceImprovement: null, falsePositiveReduction: null, comparedWith: null },
    });
    expect(body.criminalityFlags).toContain('child_exploitation');
    expect(body.trustScoreUpdate).toBeLessThan(40);
    expect(
      (
        await asModerator.post('/api/admin/advanced-moderation/test', {
          contentType: 'message',
          content: 'hi',
          testUserId: 999999,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await asModerator.post('/api/admin/advanced-moderation/test', { contentType: 'message', content: '  ' }))
        .statusCode,
    ).toBe(400);
  });

  it('checks stored photos and refuses outside URLs', async () => {
    const dir = path.join(t.dataDir, 'media', 'avatars');
    fs.mkdirSync(dir, { recursive: true });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 120, g: 180, b: 220 } } })
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(dir, 'sky.png'), png);
    const res = await asModerator.post('/api/admin/advanced-moderation/test', {
      contentType: 'photo',
      url: '/media/avatars/sky.png',
    });
    expect(res.statusCode).toBe(200);
    expect(['ALLOW', 'REVIEW']).toContain(res.json().decision);
    expect(
      (
        await asModerator.post('/api/admin/advanced-moderation/test', {
          contentType: 'photo',
          url: 'http://169.254.169.254/latest',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await asModerator.post('/api/admin/advanced-moderation/test', {
          contentType: 'photo',
          url: '/media/../../etc/passwd',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await asModerator.post('/api/admin/advanced-moderation/test', {
          contentType: 'photo',
          url: '/media/avatars/missing.png',
        })
      ).statusCode,
    ).toBe(404);
  }, 60_000);
});

describe('learning loop', () => {
  it('reports measured metrics of the shipped model, never invented ones', async () => {
    const m = (await asModerator.get('/api/admin/advanced-moderation/metrics')).json();
    expect(m.evaluated).toBe(true);
    const [active] = await t.ctx.database.db.select().from(modelVersions).where(eq(modelVersions.isActive, true));
    const stored = active.metrics as { overall: { accuracy: number; f1: number; falsePositiveRate: number } };
    expect(m.accuracy).toBeCloseTo(stored.overall.accuracy, 3);
    expect(m.f1Score).toBeCloseTo(stored.overall.f1, 3);
    expect(m.falsePositiveRate).toBeCloseTo(stored.overall.falsePositiveRate, 3);
    expect(m.lastRetrained).toBe(active.trainedAt.toISOString());
    expect(m.totalTrainingData).toBeGreaterThan(1000);
  });

  it('stores samples (single, bulk with per-item errors) and counts them', async () => {
    const bad = await asAdmin.post('/api/admin/ai-training/add', { content: '   ', label: 'safe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Content is required');
    const upload = await asAdmin.post('/api/admin/advanced-moderation/upload-training-data', {
      dataset: [
        {
          content: 'Wire me 300 dollars for my plane ticket and I will finally visit you',
          contentType: 'message',
          expectedAction: 'blocked',
          confidence: 0.9,
        },
        { content: 'coffee on sunday?', expectedAction: 'approved' },
        { content: '', expectedAction: 'approved' },
        { nonsense: true },
      ],
    });
    expect(upload.json()).toEqual({ totalSamples: 4, successCount: 2, errorCount: 2 });
    const none = await asAdmin.post('/api/admin/advanced-moderation/upload-training-data', {
      dataset: [{ content: '' }],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No valid samples found');
    const stats = (await asModerator.get('/api/admin/advanced-moderation/training-stats')).json();
    expect(stats.totalSamples).toBeGreaterThanOrEqual(3);
    expect(stats.blockedSamples).toBeGreaterThanOrEqual(1);
    expect(stats.approvedSamples).toBeGreaterThanOrEqual(2);
  });

  it('keeps the active model when a retrained candidate is worse, and tells the staff why (ADR 122)', async () => {
    const before = (await asModerator.get('/api/admin/advanced-moderation/metrics')).json();
    // Runs before any retrain here can activate a candidate: the held-out pairing needs the shipped model active,
    // the only one whose seen texts are committed as a digest.
    expect(before.modelVersion).toBe(SHIPPED_VERSION);
    // A deliberately weak candidate through the training seam: no training epochs. It flags no ordinary
    // chat at all, so the old single check (ordinary-chat false positives) would have activated it.
    const service = createGuardianService(
      fullGate ? { ...t.ctx, config: { ...t.ctx.config, guardianGateSets: null } } : t.ctx,
    );
    await service.init();
    const result = await service.retrainNow('admin', { trainOptions: { epochs: 0 } });
    expect(result.activated).toBe(false);
    const [row] = await t.ctx.database.db.select().from(modelVersions).where(eq(modelVersions.version, result.version));
    expect(row.isActive).toBe(false);
    expect(
      (row.metrics as { ordinaryChat: { falsePositiveRate: number } }).ordinaryChat.falsePositiveRate,
    ).toBeLessThan(0.02);
    const promotion = row.promotion as PromotionRecord;
    expect(promotion.activate).toBe(false);
    expect(promotion.challengeMs).toBeGreaterThan(0);
    // ADR 152: the same messages under both models, pooled over the sets; a real loss fails its sign test.
    expect(promotion.rule).toBe(152);
    expect(promotion.reasons).toContainEqual(
      expect.stringMatching(/^Challenge sets, overall: .* lost, \d+ gained on the same messages \(sign test p=/),
    );
    // Held-out samples neither model trained on (the shipped model's seen texts are committed as a digest); this
    // set-up has no public data, so they are the generated corpus's test lines only.
    expect(promotion.paired?.heldOut?.n).toBeGreaterThan(100);
    expect(promotion.reasons).toContainEqual(expect.stringMatching(/^Held-out samples neither model trained on/));
    // Counts only: no message text is stored with the verdict. Every wired set is paired (the smaller gate: its two).
    expect(promotion.paired!.challenge.overall.n).toBeGreaterThan(fullGate ? 3000 : 1300);
    // ADR 168: the development files' hard negatives and harmless split sends are paired too (the smaller gate: one).
    expect(promotion.paired!.challenge['dev ordinary ALLOW'].n).toBe(fullGate ? 196 : 72);
    expect(promotion.paired!.challenge['dev sequence ordinary'].n).toBe(fullGate ? 207 : 64);
    expect(JSON.stringify(promotion)).not.toContain(loadChallengeSet()[0].text);

    const after = (await asModerator.get('/api/admin/advanced-moderation/metrics')).json();
    expect(after.modelVersion).toBe(before.modelVersion);
    expect(after.recentRetrains[0]).toMatchObject({
      version: result.version,
      activated: false,
      comparedWith: before.modelVersion,
      reasons: promotion.reasons,
    });
    // Guardian still decides with the active model.
    const test = (
      await asModerator.post('/api/admin/advanced-moderation/test', { contentType: 'message', content: 'hello there' })
    ).json();
    expect(test.modelVersion).toBe(before.modelVersion);
    expect(test.adaptiveLearning.comparedWith).not.toBe(result.version);
  }, 180_000);

  it('turns a moderator decision into a sample, and retraining records a new measured model version', async () => {
    const item = await insertModerationRequest(t.ctx.database.db, {
      contentType: 'message',
      userId: member.id,
      contentText: 'let us continue on telegram, my handle is @sweetjane',
      reason: 'Guardian REVIEW',
      aiLabel: 'spam',
      riskScore: 55,
      aiConfidence: 0.7,
    });
    const queue = (await asModerator.get('/api/admin/moderation-requests')).json();
    expect(queue[0]).toMatchObject({
      id: item.id,
      status: 'pending',
      userProfile: { displayName: member.account.profile.displayName },
      originalContent: { type: 'text' },
    });
    const review = await asModerator.post(`/api/admin/moderation-requests/${item.id}/review`, {
      decision: 'rejected',
      moderatorId: 1,
      notes: '',
    });
    expect(review.statusCode).toBe(200);
    expect(review.json().decision).toBe('rejected');
    expect(
      (await asModerator.post(`/api/admin/moderation-requests/${item.id}/review`, { decision: 'approved' })).statusCode,
    ).toBe(409);
    const [sample] = await t.ctx.database.db
      .select()
      .from(trainingSamples)
      .where(eq(trainingSamples.source, 'moderator'));
    expect(sample).toMatchObject({ label: 'spam', expectedAction: 'flagged' });

    const before = (await asModerator.get('/api/admin/advanced-moderation/metrics')).json();
    const versionsBefore = await t.ctx.database.db.select().from(modelVersions);
    const train = await asAdmin.post('/api/admin/advanced-moderation/train', {
      samples: [{ content: 'send the code from your bank text', expectedAction: 'blocked' }],
      modelType: 'content_classifier',
    });
    expect(train.statusCode).toBe(202);
    expect(train.json()).toMatchObject({ queued: true, samplesAdded: 1 });
    const done = await t.ctx.jobs.waitFor(RETRAIN_JOB, train.json().jobId, 120_000);
    expect(done.state).toBe('completed');
    const versions = await t.ctx.database.db.select().from(modelVersions);
    expect(versions).toHaveLength(versionsBefore.length + 1);
    const latest = versions.find((v) => !versionsBefore.some((b) => b.version === v.version))!;
    expect(latest.trigger).toBe('admin');
    expect(latest.feedbackSampleCount).toBeGreaterThanOrEqual(4);
    // The app's own service reuses the active model's measurement the test's service made above (ADR 291); on
    // PGlite that was the full gate, of which the app's smaller gate takes its files' part (ADR 315).
    const promotion = latest.promotion as PromotionRecord;
    expect(promotion.currentCached).toBe(true);
    expect(promotion.paired!.challenge['dev ordinary ALLOW'].n).toBe(72);
    const after = (await asModerator.get('/api/admin/advanced-moderation/metrics')).json();
    if (latest.isActive) {
      expect(after.modelVersion).toBe(latest.version);
      expect(after.lastRetrained).not.toBe(before.lastRetrained);
      const test = (
        await asModerator.post('/api/admin/advanced-moderation/test', {
          contentType: 'message',
          content: 'hello there',
        })
      ).json();
      expect(test.adaptiveLearning.comparedWith).toBe(before.modelVersion);
      expect(typeof test.adaptiveLearning.falsePositiveReduction).toBe('number');
    } else {
      expect(after.modelVersion).toBe(before.modelVersion);
    }
    // The gate's verdict reaches the staff console with the metrics (ADR 122).
    expect(after.recentRetrains[0]).toMatchObject({
      version: latest.version,
      trigger: 'admin',
      activated: latest.isActive,
      comparedWith: before.modelVersion,
    });
    expect(after.recentRetrains[0].reasons.length === 0).toBe(latest.isActive);
  }, 180_000);

  it('resets trust for one member or everyone', async () => {
    const one = await asAdmin.post('/api/admin/trust-score/reset', { trustScore: 33, userId: member.id });
    expect(one.json().message).toBe(`Trust score for user ${member.id} reset to 33`);
    const all = await asAdmin.post('/api/admin/trust-score/reset', { trustScore: 50 });
    expect(all.json().message).toMatch(/Trust score reset to 50 for \d+ members/);
    expect((await asAdmin.post('/api/admin/trust-score/reset', { trustScore: 50, userId: 999999 })).statusCode).toBe(
      404,
    );
    expect((await asAdmin.post('/api/admin/trust-score/reset', { trustScore: 150 })).statusCode).toBe(400);
  });
});

describe('start-up with a broken model', () => {
  it('reports the problem and keeps the keyword layer working', async () => {
    await t.ctx.database.db
      .update(modelVersions)
      .set({ model: '{"format":"guardian-text-model", "corrupt":' })
      .where(eq(modelVersions.isActive, true));
    const service = createGuardianService(t.ctx);
    await service.init();
    expect(service.status().modelError).toMatch(/could not be loaded/);
    expect(service.status().classifier.status).toBe('unavailable');
    const verdict = service.moderateText('go kill yourself', { surface: 'message', sender: { trustScore: 50 } });
    expect(verdict.decision).toBe('BLOCK');
    expect(
      service.moderateText('see you at the cafe at 7?', { surface: 'message', sender: { trustScore: 50 } }).decision,
    ).toBe('ALLOW');
  });
});
