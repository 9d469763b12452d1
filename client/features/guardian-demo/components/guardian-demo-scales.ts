import type { GuardianDemoResponse } from '../api/analyze-content';

export type Decision = GuardianDemoResponse['result']['decision'];

/** Spec 02 §9: demo trust slider 0-100 in steps of 5, default 50. */
export const TRUST_MIN = 0;
export const TRUST_MAX = 100;
export const TRUST_STEP = 5;
export const TRUST_DEFAULT = 50;

/** Spec 02 §9 bands: ≤20 very low, 21-40 low, 41-60 moderate, 61-80 high, above 80 very high. */
export function trustBand(score: number): string {
  if (score <= 20) return 'Very low';
  if (score <= 40) return 'Low';
  if (score <= 60) return 'Moderate';
  if (score <= 80) return 'High';
  return 'Very high';
}

export type RiskLevel = 'low' | 'medium' | 'high';

/** Spec 02 §9, demo scale (0-100): below 30 green, below 70 yellow, else red. */
export function riskLevel(riskScore: number): RiskLevel {
  if (riskScore < 30) return 'low';
  if (riskScore < 70) return 'medium';
  return 'high';
}

export const riskStyle: Record<RiskLevel, { label: string; bar: string; text: string }> = {
  low: { label: 'Low risk', bar: 'bg-safe', text: 'text-safe-strong' },
  medium: { label: 'Medium risk', bar: 'bg-pending', text: 'text-pending-strong' },
  high: { label: 'High risk', bar: 'bg-danger', text: 'text-danger-strong' },
};

/** Decision colours (ALLOW #10B981, REVIEW #F59E0B, BLOCK #EF4444), always paired with a text label. */
export const decisionStyle: Record<Decision, { label: string; description: string; badge: string; panel: string }> = {
  ALLOW: {
    label: 'Allowed',
    description: 'This message would be delivered.',
    badge: 'bg-safe text-ink',
    panel: 'border-safe bg-safe-soft',
  },
  REVIEW: {
    label: 'Needs review',
    description: 'This message would be delivered with a warning and queued for a human moderator.',
    badge: 'bg-pending text-ink',
    panel: 'border-pending bg-pending-soft',
  },
  BLOCK: {
    label: 'Blocked',
    description: 'This message would not be delivered, and the sender’s trust score would drop.',
    badge: 'bg-danger text-ink',
    panel: 'border-danger bg-danger-soft',
  },
};

/** The three example buttons (spec 02 §9: safe at trust 75, borderline at 25, harmful at 50). */
export const DEMO_PRESETS = [
  {
    id: 'safe',
    label: 'Safe example',
    trustScore: 75,
    content:
      "Hi Sam! I saw you're into hiking too. Have you done the " +
      "Breakneck Ridge trail? I'd love to hear your favourite spots ☀️",
  },
  {
    id: 'borderline',
    label: 'Borderline example',
    trustScore: 25,
    content: 'Loving our chat! This app keeps glitching on me though, want to move to Instagram? I am maya.runs there',
  },
  {
    id: 'harmful',
    label: 'Harmful example',
    trustScore: 50,
    content:
      'I have your photos and I know where you work. Send me $500 in gift ' +
      'cards by tonight or I send them to your boss and your family.',
  },
] as const;
