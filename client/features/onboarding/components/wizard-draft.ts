import type { WizardValues } from './wizard-model';

/**
 * What the wizard keeps across Back and a reload (issue 14) in this tab's sessionStorage: the answers
 * and the step, then — once the account exists — which member still has the optional photo step
 * ahead. Never the password: nothing secret goes into storage or history state.
 */
const DRAFT_KEY = 'vibeline.onboarding.draft';
const PHOTO_STEP_KEY = 'vibeline.onboarding.photo-step';

export type WizardDraft = Partial<Omit<WizardValues, 'password'>> & { step?: number };

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the wizard still works, it just forgets on reload.
  }
}

export function readDraft(): WizardDraft {
  try {
    const parsed = JSON.parse(read(DRAFT_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as WizardDraft) : {};
  } catch {
    return {};
  }
}

export function writeDraft(values: WizardValues, step: number) {
  const { password: _secret, ...rest } = values;
  write(DRAFT_KEY, JSON.stringify({ ...rest, step }));
}

/** The account exists: the answers are spent, and the photo step is what a reload must come back to. */
export function finishDraft(userId: number) {
  write(DRAFT_KEY, null);
  write(PHOTO_STEP_KEY, String(userId));
}

/** Whether this member (signed in, in this tab) still has the photo step ahead of them. */
export function photoStepPending(userId: number | undefined): boolean {
  return userId !== undefined && read(PHOTO_STEP_KEY) === String(userId);
}

export function clearPhotoStep() {
  write(PHOTO_STEP_KEY, null);
}

export function clearDraft() {
  write(DRAFT_KEY, null);
}
