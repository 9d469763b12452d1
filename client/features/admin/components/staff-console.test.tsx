import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';

type Role = 'member' | 'moderator' | 'admin';
const session = (role: Role) => ({
  'GET /api/auth/user': () => json(200, { user: { ...testUser, id: 1, role } }),
  'GET /api/taps/1': () => json(200, []),
});

const settings = { bannedKeywords: ['kill yourself'], nsfwKeywords: ['nudes'] };
const metricsNull = {
  accuracy: null,
  precision: null,
  recall: null,
  f1Score: null,
  falsePositiveRate: null,
  falseNegativeRate: null,
  totalTrainingData: 0,
  lastRetrained: null,
  modelVersion: null,
  evaluated: false,
  recentRetrains: [],
};
const item = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  status: 'pending',
  priority: 'normal',
  aiConfidence: 0.6,
  riskScore: 55,
  createdAt: `2026-11-2${id}T10:00:00.000Z`,
  contentType: 'message',
  subject: { type: 'message', id: 100 + id, field: null },
  userId: 20 + id,
  userProfile: { displayName: `Sender ${id}` },
  reason: 'Guardian flagged it',
  originalContent: { type: 'text', content: `text ${id}` },
  verdict: {
    decision: 'REVIEW',
    riskScore: 55,
    layerTriggered: 'classifier',
    flaggedTerms: ['meet'],
    reasoning: 'Classifier unsure',
    policyTags: [],
  },
  reporter: null,
  reviewedAt: null,
  reviewNotes: null,
  reviewer: null,
  ...over,
});
const detail = (id: number) => ({
  ...item(id),
  context: {
    type: 'message',
    sender: { id: 21, displayName: 'Sender 1' },
    receiver: { id: 9, displayName: 'Receiver' },
    conversation: [
      {
        id: 1,
        senderId: 9,
        senderName: 'Receiver',
        messageType: 'text',
        content: 'hi there',
        photoUrl: null,
        moderationStatus: 'approved',
        createdAt: '2026-11-21T09:00:00.000Z',
        isSubject: false,
      },
      {
        id: 2,
        senderId: 21,
        senderName: 'Sender 1',
        messageType: 'text',
        content: 'the reported line',
        photoUrl: null,
        moderationStatus: 'flagged',
        createdAt: '2026-11-21T09:01:00.000Z',
        isSubject: true,
      },
    ],
    report: { reporter: { id: 9, displayName: 'Receiver' }, reason: 'Scammer', createdAt: '2026-11-21T09:02:00.000Z' },
  },
});
const queueApi = (items: unknown[]) => ({
  'GET /api/admin/moderation-requests?status=all&limit=200': () => json(200, items),
  'GET /api/admin/moderation-requests/1': () => json(200, detail(1)),
  'GET /api/admin/moderation-requests/2': () => json(200, { ...detail(2), id: 2 }),
  'GET /api/admin/moderation-requests/3': () => json(200, { ...detail(3), id: 3 }),
});

describe('staff console access', () => {
  it.each(['/admin', '/advanced-guardian-ai', '/advanced-ai', '/ai-training', '/moderation-feedback'])(
    'a member opening %s sees Access Denied',
    async (path) => {
      const fetchMock = mockApi(session('member'));
      renderApp(path);
      expect(await screen.findByText('Administrator privileges required')).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin'))).toBe(false);
      expect(screen.queryByRole('link', { name: 'Staff console' })).not.toBeInTheDocument();
    },
  );

  it('a moderator gets the header link and six tabs, without compliance, resets or keyword editing', async () => {
    mockApi({ ...session('moderator'), 'GET /api/admin/guardian-settings': () => json(200, settings) });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Staff console' }));
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' }))
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual(['Dashboard', 'Guardian Test', 'Moderation', 'Users', 'Photos', 'AI Training']);

    await user.click(screen.getByRole('tab', { name: 'Guardian Test' }));
    expect(screen.getByRole('button', { name: 'Test' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Reset All' })).not.toBeInTheDocument();
    expect(await screen.findByText('nudes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove nudes' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Staff pages' })).toBeInTheDocument();
  });
});

describe('guardian-test tab (admin)', () => {
  it('tests content with the trust score, shows the result, and clears', async () => {
    const result = {
      action: 'flagged',
      decision: 'REVIEW',
      riskScore: 62,
      originalDecision: 'REVIEW',
      prediction: {
        prediction: 'harmful',
        confidence: 0.71,
        reasoning: 'Looks like a scam',
        contextualFactors: [],
        riskFactors: ['money'],
      },
      layerTriggered: 'classifier',
      layersTriggered: ['classifier'],
      flaggedTerms: ['send money'],
      reasoning: 'REVIEW (risk 62/100).',
      trustScoreUpdate: 48,
      policyTags: [],
      criminalityFlags: [],
      adaptiveLearning: { confidenceImprovement: null, falsePositiveReduction: null, comparedWith: null },
      modelVersion: 'v2',
    };
    const bodies: unknown[] = [];
    mockApi({
      ...session('admin'),
      'GET /api/admin/guardian-settings': () => json(200, settings),
      'POST /api/admin/advanced-moderation/test': (body) => {
        bodies.push(body);
        return json(200, result);
      },
    });
    renderApp('/admin?tab=guardian-test');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Message content'), 'send money please');
    await user.clear(screen.getByLabelText('Test trust score'));
    await user.type(screen.getByLabelText('Test trust score'), '3.5');
    expect(screen.getByText('Used: 50')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Test trust score'));
    await user.type(screen.getByLabelText('Test trust score'), '20');
    await user.type(screen.getByLabelText('User id (optional)'), '12');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    const shown = await screen.findByTestId('test-result');
    expect(bodies).toEqual([
      { contentType: 'message', content: 'send money please', testUserId: 12, customTrustScore: 20 },
    ]);
    expect(within(shown).getByText('REVIEW')).toBeInTheDocument();
    expect(within(shown).getByText('62/100')).toBeInTheDocument();
    expect(within(shown).getByText('send money')).toBeInTheDocument();
    expect(within(shown).getByText('No earlier model to compare with yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('test-result')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test' })).toBeDisabled();
  });

  it('Reset All asks first, then resets every member to the test score', async () => {
    const bodies: unknown[] = [];
    mockApi({
      ...session('admin'),
      'GET /api/admin/guardian-settings': () => json(200, settings),
      'POST /api/admin/trust-score/reset': (body) => {
        bodies.push(body);
        return json(200, { message: 'Trust score reset to 50 for 160 members', updated: 160 });
      },
    });
    renderApp('/admin?tab=guardian-test');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Reset User' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset All' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reset All' }));
    expect(await screen.findByText('Trust score reset to 50 for 160 members')).toBeInTheDocument();
    expect(bodies).toEqual([{ trustScore: 50, userId: null }]);
  });

  it('adds keywords one per line and removes one', async () => {
    const calls: string[] = [];
    mockApi({
      ...session('admin'),
      'GET /api/admin/guardian-settings': () => json(200, settings),
      'POST /api/admin/keywords/banned': (body) => {
        calls.push(`add ${JSON.stringify(body)}`);
        return json(201, {
          added: ['scam', 'wire money'],
          skipped: 0,
          bannedKeywords: ['kill yourself', 'scam', 'wire money'],
          nsfwKeywords: ['nudes'],
        });
      },
      'DELETE /api/admin/keywords/nsfw/nudes': () => {
        calls.push('remove nudes');
        return json(200, { bannedKeywords: ['kill yourself', 'scam', 'wire money'], nsfwKeywords: [] });
      },
    });
    renderApp('/admin?tab=guardian-test');
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add to banned list' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Add banned keywords'), 'scam{Enter}wire money');
    await user.click(add);
    expect(await screen.findByText('wire money')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove nudes' }));
    await waitFor(() => expect(screen.queryByText('nudes')).not.toBeInTheDocument());
    expect(calls).toEqual(['add {"keyword":"scam\\nwire money"}', 'remove nudes']);
  });
});

describe('moderation tab', () => {
  it('shows high priority first with its context, approves with notes and toasts', async () => {
    const reviews: unknown[] = [];
    mockApi({
      ...session('moderator'),
      ...queueApi([
        item(1),
        item(2, { priority: 'high', userProfile: { displayName: 'Urgent Sender' } }),
        item(3, { status: 'approved' }),
      ]),
      'POST /api/admin/moderation-requests/2/review': (body) => {
        reviews.push(body);
        return json(200, {
          id: 2,
          decision: 'approved',
          reviewedAt: '2026-11-23T10:00:00.000Z',
          subject: { type: 'message', id: 102, field: null },
          trustScore: null,
        });
      },
    });
    renderApp('/admin?tab=moderation');
    const user = userEvent.setup();
    const pending = await screen.findByRole('region', { name: 'Pending review (2)' });
    const cards = within(pending).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Message by Urgent Sender', 'Message by Sender 1']);
    expect(within(cards[0]).getByText('High priority')).toBeInTheDocument();
    // The first card is active: its conversation loads with the reported line marked.
    expect(await within(cards[0]).findByText('the reported line')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Classifier unsure')).toBeInTheDocument();

    await user.type(within(cards[0]).getByLabelText('Notes (optional)'), 'harmless joke');
    await user.click(within(cards[0]).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request approved - AI training updated')).toBeInTheDocument();
    expect(reviews).toEqual([{ decision: 'approved', notes: 'harmless joke' }]);
    expect(await screen.findByRole('region', { name: 'Pending review (1)' })).toBeInTheDocument();
  });

  it('keyboard: N moves to the next item and R rejects it; typing in notes does not trigger', async () => {
    const reviews: string[] = [];
    mockApi({
      ...session('moderator'),
      ...queueApi([item(1), item(2)]),
      'POST /api/admin/moderation-requests/2/review': (body) => {
        reviews.push(`2 ${(body as { decision: string }).decision}`);
        return json(200, {
          id: 2,
          decision: 'rejected',
          reviewedAt: null,
          subject: { type: 'message', id: 102, field: null },
          trustScore: 40,
        });
      },
    });
    renderApp('/admin?tab=moderation');
    const user = userEvent.setup();
    const first = (await screen.findAllByRole('article'))[0];
    await user.type(within(first).getByLabelText('Notes (optional)'), 'ar');
    expect(reviews).toEqual([]);
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'n' });
    await waitFor(() => expect(screen.getAllByRole('article')[1]).toHaveAttribute('aria-current', 'true'));
    fireEvent.keyDown(document.body, { key: 'r' });
    expect(await screen.findByText('Request rejected - AI training updated')).toBeInTheDocument();
    expect(reviews).toEqual(['2 rejected']);
  });
});

describe('users tab', () => {
  const member = {
    id: 42,
    email: 'sam@example.com',
    displayName: 'Sam',
    role: 'member',
    gender: 'man',
    age: 30,
    location: 'Austin, TX',
    bio: '',
    isVerified: false,
    trustScore: 35,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSeenAt: null,
    suspension: null,
    falseReportCount: 2,
    reportLimitPerDay: 5,
    reportsBy: [],
    reportsAgainst: [],
    decisions: [],
    trustHistory: [],
    suspensions: [],
  };

  it('searches only with text, colours trust, and lets an admin suspend from the detail', async () => {
    const suspends: unknown[] = [];
    mockApi({
      ...session('admin'),
      'GET /api/admin/users?q=sam': () =>
        json(200, [
          {
            id: 42,
            displayName: 'Sam',
            email: 'sam@example.com',
            trustScore: 35,
            role: 'member',
            isVerified: false,
            suspendedUntil: null,
          },
          {
            id: 43,
            displayName: 'Samira',
            email: 'samira@example.com',
            trustScore: 72,
            role: 'member',
            isVerified: true,
            suspendedUntil: null,
          },
        ]),
      'GET /api/admin/users/42': () => json(200, member),
      'POST /api/admin/users/42/suspend': (body) => {
        suspends.push(body);
        return json(200, {
          userId: 42,
          suspendedUntil: '2026-11-30T00:00:00.000Z',
          reason: 'harassment',
          sessionsEnded: 1,
        });
      },
    });
    renderApp('/admin?tab=users');
    const user = userEvent.setup();
    const search = await screen.findByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    await user.type(screen.getByLabelText('Search members'), '  ');
    expect(search).toBeDisabled();
    await user.type(screen.getByLabelText('Search members'), 'sam');
    await user.click(search);
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('Trust 35')).toHaveClass('text-danger-strong');
    expect(within(results).getByText('Trust 72')).toHaveClass('text-safe-strong');

    await user.click(within(results).getByRole('button', { name: 'Open Sam' }));
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'harassment');
    await user.clear(within(dialog).getByLabelText('Duration (days)'));
    await user.type(within(dialog).getByLabelText('Duration (days)'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Sam suspended')).toBeInTheDocument();
    expect(suspends).toEqual([{ reason: 'harassment', duration: 7 }]);
  });

  it('shows a moderator the detail without admin actions', async () => {
    mockApi({
      ...session('moderator'),
      'GET /api/admin/users?q=42': () =>
        json(200, [{ id: 42, displayName: 'Sam', email: 'sam@example.com', trustScore: 35 }]),
      'GET /api/admin/users/42': () => json(200, member),
    });
    renderApp('/admin?tab=users');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search members'), '42');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Open Sam' }));
    expect(await screen.findByText('limit 5 reports a day')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset trust' })).not.toBeInTheDocument();
  });

  it('labels every trust history source, and one the server adds later by its own name', async () => {
    const event = (id: number, source: string, delta: number, reason: string) => ({
      id,
      delta,
      trustScore: 50 + delta,
      source,
      reason,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    mockApi({
      ...session('moderator'),
      'GET /api/admin/users?q=42': () =>
        json(200, [{ id: 42, displayName: 'Sam', email: 'sam@example.com', trustScore: 35 }]),
      'GET /api/admin/users/42': () =>
        json(200, {
          ...member,
          trustHistory: [
            event(1, 'guardian', -5, 'Message blocked by Guardian AI'),
            event(2, 'moderation', -10, 'Photo rejected'),
            event(3, 'false_report', -5, 'Report not upheld'),
            event(4, 'reset', 20, 'Appeal accepted'),
            event(5, 'guardian_review', -2, 'Held for review'),
          ],
        }),
    });
    renderApp('/admin?tab=users');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search members'), '42');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Open Sam' }));
    for (const label of [
      'Guardian (automatic)',
      'Moderator decision',
      'False report',
      'Trust reset',
      'Guardian review',
    ]) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText(/Message blocked by Guardian AI/)).toBeInTheDocument();
  });
});

describe('advanced Guardian and training pages', () => {
  it('shows "not evaluated yet" instead of invented metrics', async () => {
    mockApi({ ...session('moderator'), 'GET /api/admin/advanced-moderation/metrics': () => json(200, metricsNull) });
    renderApp('/advanced-ai?tab=metrics');
    expect(await screen.findByText('The current model has not been evaluated yet.')).toBeInTheDocument();
    expect(screen.getAllByText('not evaluated yet')).toHaveLength(6);
    expect(screen.queryByText(/92/)).not.toBeInTheDocument();
  });

  it('lists recent retrains: activated, or kept back with the reasons (ADR 122)', async () => {
    mockApi({
      ...session('moderator'),
      'GET /api/admin/advanced-moderation/training-stats': () =>
        json(200, { totalSamples: 10, approvedSamples: 6, flaggedSamples: 3, blockedSamples: 1 }),
      'GET /api/admin/advanced-moderation/metrics': () =>
        json(200, {
          ...metricsNull,
          recentRetrains: [
            {
              version: 'guardian-text-b',
              trainedAt: '2026-11-26T01:00:00.000Z',
              trigger: 'auto',
              activated: false,
              comparedWith: 'guardian-text-a',
              reasons: ['challenge-set.jsonl: minors BLOCK 50.0% (19/38), down from 55.3% (21/38) — more than 1 point'],
            },
            {
              version: 'guardian-text-a',
              trainedAt: '2026-11-25T01:00:00.000Z',
              trigger: 'admin',
              activated: true,
              comparedWith: null,
              reasons: [],
            },
          ],
        }),
    });
    renderApp('/advanced-ai?tab=training');
    const section = await screen.findByRole('region', { name: 'Recent retrains' });
    expect(await within(section).findByText('Kept current model')).toBeInTheDocument();
    expect(within(section).getByText('Activated')).toBeInTheDocument();
    expect(within(section).getByText(/minors BLOCK 50.0% \(19\/38\), down from 55.3%/)).toBeInTheDocument();
    expect(within(section).getByText(/compared with guardian-text-a/)).toBeInTheDocument();
  });

  it('bulk upload refuses bad text before sending and uploads parsed samples', async () => {
    const uploads: unknown[] = [];
    mockApi({
      ...session('admin'),
      'GET /api/admin/advanced-moderation/training-stats': () =>
        json(200, { totalSamples: 10, approvedSamples: 6, flaggedSamples: 3, blockedSamples: 1 }),
      'POST /api/admin/advanced-moderation/upload-training-data': (body) => {
        uploads.push(body);
        return json(200, { totalSamples: 2, successCount: 2, errorCount: 0 });
      },
    });
    renderApp('/ai-training?tab=bulk');
    const user = userEvent.setup();
    const area = await screen.findByLabelText('Samples (one per line)');
    await user.type(area, 'hello\tvideo');
    await user.click(screen.getByRole('button', { name: 'Upload samples' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid data format');
    await user.clear(area);
    fireEvent.change(area, { target: { value: 'hello\nsend pics\tmessage\tflagged\t0.9\n\tphoto' } });
    await user.click(screen.getByRole('button', { name: 'Upload samples' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 of 2 samples stored, 1 lines without content dropped.',
    );
    expect(uploads).toEqual([
      {
        dataset: [
          { content: 'hello', contentType: 'message', expectedAction: 'approved', confidence: 0.8 },
          { content: 'send pics', contentType: 'message', expectedAction: 'flagged', confidence: 0.9 },
        ],
      },
    ]);
  });

  it('sample datasets: shows licence and counts, loads one into the bulk upload, which sends all of it', async () => {
    const uploads: Array<{ dataset: unknown[] }> = [];
    mockApi({
      ...session('admin'),
      'GET /api/admin/advanced-moderation/training-stats': () =>
        json(200, { totalSamples: 10, approvedSamples: 6, flaggedSamples: 3, blockedSamples: 1 }),
      'POST /api/admin/advanced-moderation/upload-training-data': (body) => {
        uploads.push(body as { dataset: unknown[] });
        return json(200, { totalSamples: 24, successCount: 24, errorCount: 0 });
      },
    });
    renderApp('/ai-training?tab=datasets');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Sample datasets' });
    expect(screen.getByText(/Licence: CC0 1.0/)).toBeInTheDocument();
    const profiles = within(list).getByRole('listitem', { name: 'Profile texts' });
    expect(within(profiles).getByText('24 samples')).toBeInTheDocument();
    expect(within(profiles).getByRole('link', { name: 'profile-texts.tsv' })).toHaveAttribute(
      'download',
      'profile-texts.tsv',
    );
    await user.click(within(profiles).getByRole('button', { name: 'Load into bulk upload' }));
    const area = await screen.findByLabelText('Samples (one per line)');
    expect((area as HTMLTextAreaElement).value).toContain('Weekend hiker, weekday coder.');
    await user.click(screen.getByRole('button', { name: 'Upload samples' }));
    expect(await screen.findByRole('status')).toHaveTextContent('24 of 24 samples stored.');
    expect(uploads[0]!.dataset).toHaveLength(24);
    expect(uploads[0]!.dataset[0]).toEqual({
      content: 'Weekend hiker, weekday coder. Looking for someone to share trail snacks with.',
      contentType: 'profile',
      expectedAction: 'approved',
      confidence: 0.9,
    });
  });

  it('a moderator on /ai-training sees the numbers but no forms', async () => {
    mockApi({
      ...session('moderator'),
      'GET /api/admin/advanced-moderation/training-stats': () =>
        json(200, { totalSamples: 10, approvedSamples: 6, flaggedSamples: 3, blockedSamples: 1 }),
    });
    renderApp('/ai-training');
    expect(
      await screen.findByText('Your review decisions train Guardian; adding training data is done by administrators.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add sample' })).not.toBeInTheDocument();
  });
});

describe('moderation feedback', () => {
  it('requires contentId, content and reason, then sends flags and shows the critical report', async () => {
    const bodies: unknown[] = [];
    const report = {
      id: 5,
      severity: 'critical',
      contentId: 'm-9',
      contentType: 'message',
      criminalityType: ['child_exploitation'],
      content: 'bad',
      reportedAt: '2026-11-23T10:00:00.000Z',
      followUpRequired: true,
      followedUpAt: null,
      followedUpBy: null,
      followUpNotes: null,
      source: 'feedback',
      userId: 12,
    };
    mockApi({
      ...session('moderator'),
      'POST /api/admin/moderation-feedback': (body) => {
        bodies.push(body);
        return json(201, {
          id: 1,
          contentId: 'm-9',
          contentType: 'message',
          originalAction: 'approved',
          moderatorAction: 'blocked',
          riskFactors: ['harassment'],
          criminalityFlags: ['child_exploitation'],
          criminalityFlagged: true,
          criminalityReport: report,
          trainingSampleId: 3,
          createdAt: '2026-11-23T10:00:00.000Z',
        });
      },
    });
    renderApp('/moderation-feedback');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText('Content id *'), 'm-9');
    await user.type(screen.getByLabelText('Content *'), 'bad');
    await user.type(screen.getByLabelText('Reason *'), 'exploitation');
    await user.selectOptions(screen.getByLabelText('Your action'), 'blocked');
    await user.click(
      within(screen.getByRole('group', { name: 'Risk factors' })).getByRole('button', { name: 'Harassment' }),
    );
    await user.click(screen.getByRole('button', { name: 'Child exploitation' }));
    expect(screen.getByText('Report severity: critical')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Criminality report opened (critical, follow-up required).')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        contentId: 'm-9',
        contentType: 'message',
        content: 'bad',
        originalAction: 'approved',
        moderatorAction: 'blocked',
        reason: 'exploitation',
        riskFactors: ['harassment'],
        criminalityFlags: ['child_exploitation'],
      },
    ]);
  });

  it("says 'Failed to process moderation feedback' when the server refuses", async () => {
    mockApi({
      ...session('moderator'),
      'POST /api/admin/moderation-feedback': () => json(500, { message: 'Internal error' }),
    });
    renderApp('/moderation-feedback');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Content id *'), 'x');
    await user.type(screen.getByLabelText('Content *'), 'y');
    await user.type(screen.getByLabelText('Reason *'), 'z');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Failed to process moderation feedback')).toBeInTheDocument();
  });

  it('lists open criminality reports and marks one followed up', async () => {
    const open = {
      id: 5,
      severity: 'critical',
      contentId: 'm-9',
      contentType: 'message',
      criminalityType: ['terrorism'],
      content: 'threat text',
      reportedAt: '2026-11-23T10:00:00.000Z',
      followUpRequired: true,
      followedUpAt: null,
      followedUpBy: null,
      followUpNotes: null,
      source: 'guardian',
      userId: 12,
    };
    const follows: unknown[] = [];
    mockApi({
      ...session('moderator'),
      'GET /api/admin/criminality-reports?status=open': () => json(200, follows.length ? [] : [open]),
      'POST /api/admin/criminality-reports/5/follow-up': (body) => {
        follows.push(body);
        return json(200, {
          ...open,
          followedUpAt: '2026-11-23T11:00:00.000Z',
          followedUpBy: { id: 1, displayName: 'Mod' },
          followUpNotes: 'police informed',
        });
      },
    });
    renderApp('/moderation-feedback?tab=reports');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Criminality report 5' });
    expect(within(card).getByText('critical')).toBeInTheDocument();
    expect(within(card).getByText('Terrorism')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Follow-up notes'), 'police informed');
    await user.click(within(card).getByRole('button', { name: 'Mark followed up' }));
    expect(await screen.findByText('No report needs a follow-up.')).toBeInTheDocument();
    expect(follows).toEqual([{ notes: 'police informed' }]);
  });
});
