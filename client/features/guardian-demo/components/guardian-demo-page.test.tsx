import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';
import { DEMO_PRESETS, riskLevel, trustBand } from './guardian-demo-scales';

const signedOut = { 'GET /api/auth/user': () => json(401, { message: 'Not authenticated' }) };

const allowResponse = {
  input: { trust_score: 75 },
  result: {
    decision: 'ALLOW',
    risk_score: 4,
    updated_trust_score: 76,
    reasoning: 'ALLOW (risk 4/100). No layer found a problem.',
    policy_tags: [],
  },
  guardian_version: 'guardian-2.0 (model v1)',
};

beforeEach(() => {
  // Radix Slider measures its thumb; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const slider = () => screen.getByRole('slider', { name: 'Sender trust score' });

describe('trust bands and risk colours', () => {
  it('follows the spec bands', () => {
    expect([0, 20, 21, 40, 41, 60, 61, 80, 81, 100].map(trustBand)).toEqual([
      'Very low',
      'Very low',
      'Low',
      'Low',
      'Moderate',
      'Moderate',
      'High',
      'High',
      'Very high',
      'Very high',
    ]);
  });

  it('uses the demo risk scale: below 30 green, below 70 yellow, else red', () => {
    expect([0, 29, 30, 69, 70, 100].map(riskLevel)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });
});

describe('Guardian demo page', () => {
  it('opens signed out with an empty form, trust 50 (Moderate) and Analyze disabled', async () => {
    mockApi(signedOut);
    renderApp('/Guardian');
    expect(await screen.findByRole('heading', { name: 'Guardian', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Message to analyze')).toHaveValue('');
    expect(slider()).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('trust-value')).toHaveTextContent('50 · Moderate');
    expect(screen.getByRole('button', { name: 'Analyze' })).toBeDisabled();
  });

  it('keeps Analyze disabled for whitespace and moves the slider in steps of 5', async () => {
    mockApi(signedOut);
    renderApp('/Guardian');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Message to analyze'), '   ');
    expect(screen.getByRole('button', { name: 'Analyze' })).toBeDisabled();
    await user.type(screen.getByLabelText('Message to analyze'), 'hi');
    expect(screen.getByRole('button', { name: 'Analyze' })).toBeEnabled();

    slider().focus();
    await user.keyboard('{ArrowRight}');
    expect(slider()).toHaveAttribute('aria-valuenow', '55');
    await user.keyboard('{End}');
    expect(screen.getByTestId('trust-value')).toHaveTextContent('100 · Very high');
    await user.keyboard('{Home}');
    expect(screen.getByTestId('trust-value')).toHaveTextContent('0 · Very low');
  });

  it('fills text and trust from each example', async () => {
    mockApi(signedOut);
    renderApp('/Guardian');
    const user = userEvent.setup();
    const expected = { safe: [75, 'High'], borderline: [25, 'Low'], harmful: [50, 'Moderate'] } as const;
    for (const preset of DEMO_PRESETS) {
      await user.click(await screen.findByRole('button', { name: preset.label }));
      expect(screen.getByLabelText('Message to analyze')).toHaveValue(preset.content);
      const [trust, band] = expected[preset.id];
      expect(slider()).toHaveAttribute('aria-valuenow', String(trust));
      expect(screen.getByTestId('trust-value')).toHaveTextContent(`${trust} · ${band}`);
    }
  });

  it('sends trimmed content, disables Analyze while analysing, then shows the result', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = mockApi({
      ...signedOut,
      'POST /Guardian': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/Guardian');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Safe example' }));
    await user.type(screen.getByLabelText('Message to analyze'), '   ');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));

    expect(await screen.findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    const post = fetchMock.mock.calls.find(([path]) => path === '/Guardian');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ content: DEMO_PRESETS[0].content, trustScore: 75 });

    answer(json(200, allowResponse));
    expect(await screen.findByText('Allowed')).toBeInTheDocument();
    expect(screen.getByText('ALLOW')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Risk score' })).toHaveAttribute('aria-valuenow', '4');
    expect(screen.getByText('4/100 · Low risk')).toBeInTheDocument();
    expect(screen.getByText(/ALLOW \(risk 4\/100\)/)).toBeInTheDocument();
    expect(screen.getByText('No policy concerns.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Analyze' })).toBeEnabled());
  });

  it('shows policy tags as badges for a blocked message', async () => {
    mockApi({
      ...signedOut,
      'POST /Guardian': () =>
        json(200, {
          input: { trust_score: 50 },
          result: {
            decision: 'BLOCK',
            risk_score: 100,
            updated_trust_score: 32,
            reasoning: 'BLOCK (risk 100/100).',
            policy_tags: ['extortion', 'money_request'],
          },
          guardian_version: 'guardian-2.0',
        }),
    });
    renderApp('/Guardian');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Harmful example' }));
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('Blocked')).toBeInTheDocument();
    expect(screen.getByText('100/100 · High risk')).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Policy tags' });
    expect(tags).toHaveTextContent('extortion');
    expect(tags).toHaveTextContent('money_request');
  });

  it('shows the HTTP status and status text on failure', async () => {
    mockApi({
      ...signedOut,
      'POST /Guardian': () =>
        new Response(JSON.stringify({ message: 'Too many requests, slow down' }), {
          status: 429,
          statusText: 'Too Many Requests',
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    renderApp('/Guardian');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Message to analyze'), 'hello there');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('429 Too Many Requests');
  });

  it('says Failed to analyze content when the request never reaches the server', async () => {
    mockApi(signedOut);
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      input === '/Guardian' ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init),
    );
    renderApp('/Guardian');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Message to analyze'), 'hello there');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to analyze content');
  });
});
