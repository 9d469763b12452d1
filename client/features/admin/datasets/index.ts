import datingMessages from './dating-messages.tsv?raw';
import profileTexts from './profile-texts.tsv?raw';
import romanceScamMessages from './romance-scam-messages.tsv?raw';

export interface SampleDataset {
  id: string;
  name: string;
  description: string;
  fileName: string;
  /** Tab-separated bulk-upload text (content, type, action, confidence). */
  text: string;
}

/** Shown beside every dataset (README.md and LICENSE in this folder say the same). */
export const SAMPLE_DATASET_LICENCE = 'CC0 1.0 (public domain)';
export const SAMPLE_DATASET_ATTRIBUTION =
  'Written by the Vibeline developers for this repository; every line invented.';

/** The labelled sets shipped with the app (ADR 034): loaded into the bulk upload, never sent unseen. */
export const SAMPLE_DATASETS: readonly SampleDataset[] = [
  {
    id: 'dating-messages',
    name: 'Dating messages',
    description: 'Everyday chat, pushy or boundary-testing messages, and harassment or threats.',
    fileName: 'dating-messages.tsv',
    text: datingMessages,
  },
  {
    id: 'romance-scam-messages',
    name: 'Romance scam messages',
    description: 'Ordinary money talk next to the grooming steps and payment requests of romance scams.',
    fileName: 'romance-scam-messages.tsv',
    text: romanceScamMessages,
  },
  {
    id: 'profile-texts',
    name: 'Profile texts',
    description: 'Bios: honest ones, ones steering members off the app, and solicitation or hate.',
    fileName: 'profile-texts.tsv',
    text: profileTexts,
  },
];
