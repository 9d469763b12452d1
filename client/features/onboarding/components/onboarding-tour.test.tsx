import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reopenTour, TOUR_COMPLETED_KEY } from '#lib/onboarding-tour';
import { OnboardingTour } from './onboarding-tour';

describe('onboarding tour', () => {
  // The shared setup marks the tour as seen; these tests start from a first visit.
  beforeEach(() => localStorage.removeItem(TOUR_COMPLETED_KEY));

  it('opens when the completed flag is unset and walks six steps with the percentage', async () => {
    render(<OnboardingTour />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Vibeline' });
    expect(within(dialog).getByText('Step 1 of 6')).toBeInTheDocument();
    expect(within(dialog).getByText('17%')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();

    const titles = [
      'Your personality vibes',
      'Three discovery grids',
      'Guardian AI protection',
      'Photos and messaging',
      'Location and safety',
    ];
    for (const [index, title] of titles.entries()) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
      expect(screen.getByText(`Step ${index + 2} of 6`)).toBeInTheDocument();
    }
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 5 of 6')).toBeInTheDocument();
    expect(screen.getByText('83%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(localStorage.getItem(TOUR_COMPLETED_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(TOUR_COMPLETED_KEY)).not.toBeNull();
  });

  it('Skip Tour and the close icon both set the flag', async () => {
    const user = userEvent.setup();
    const first = render(<OnboardingTour />);
    await user.click(screen.getByRole('button', { name: 'Skip Tour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(TOUR_COMPLETED_KEY)).not.toBeNull();
    first.unmount();

    localStorage.removeItem(TOUR_COMPLETED_KEY);
    render(<OnboardingTour />);
    await user.click(screen.getByRole('button', { name: 'Close tour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(TOUR_COMPLETED_KEY)).not.toBeNull();
  });

  it('stays closed once completed, and the Tour button reopens it at step 1', () => {
    localStorage.setItem(TOUR_COMPLETED_KEY, 'true');
    render(<OnboardingTour />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => reopenTour());
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(localStorage.getItem(TOUR_COMPLETED_KEY)).toBeNull();
  });
});
