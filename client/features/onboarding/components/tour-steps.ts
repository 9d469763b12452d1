import type { ComponentType, SVGProps } from 'react';
import { Camera, Heart, LayoutGrid, MapPin, ShieldCheck, SlidersHorizontal } from 'lucide-react';
import { PRODUCT_NAME, PRIVATE_PHOTO_CAP, PUBLIC_PHOTO_CAP } from '#contracts';

export interface TourStep {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
  points: string[];
  /** A screen the step is about, opened (and the tour finished) from the step. */
  link?: { to: string; label: string };
}

/** Spec 01 §2: welcome; personality vibes; discovery grids; Guardian AI; photos and messaging; location and safety. */
export const TOUR_STEPS_CONTENT: TourStep[] = [
  {
    icon: Heart,
    title: `Welcome to ${PRODUCT_NAME}`,
    text: 'A dating app for adults that matches you on your vibe and keeps you safe while you meet people.',
    points: [
      'Browse people who match how you feel today',
      'Tap someone to say hi',
      'Guardian AI has your back in every chat',
    ],
  },
  {
    icon: SlidersHorizontal,
    title: 'Your personality vibes',
    text: 'Three sliders from 0 to 100 describe you. We use them to rank who you see first.',
    points: [
      'Romantic: shy to outgoing, matched by similarity',
      'Energy: passive to active, matched as opposites',
      'Social: introvert to extrovert, matched by similarity',
    ],
  },
  {
    icon: LayoutGrid,
    title: 'Three discovery grids',
    text: 'Pick Hookup, Date or Chat at the top of Discover. You only appear in the grids you opt into.',
    points: [
      'Hookup: casual, clear and consensual',
      'Date: someone to take out for real',
      'Chat: conversation first, no pressure',
    ],
  },
  {
    icon: ShieldCheck,
    title: 'Guardian AI protection',
    text: 'Every message, story and photo is checked before anyone else sees it.',
    points: [
      'Keyword detection catches explicit and abusive terms',
      'AI context analysis reads the whole conversation',
      'Behavioural patterns spot scammers and harassers',
    ],
  },
  {
    icon: Camera,
    title: 'Photos and messaging',
    text: 'Show yourself the way you want, and share more only with people you trust.',
    points: [
      `Up to ${PUBLIC_PHOTO_CAP} public profile photos, reviewed before others see them`,
      `A private gallery of up to ${PRIVATE_PHOTO_CAP} photos you share in chat`,
      'Disappearing messages and NSFW controls you set yourself',
    ],
  },
  {
    icon: MapPin,
    title: 'Location and safety',
    text: 'Your exact position never leaves our server: others only see a rounded distance.',
    points: [
      'Set your city from your device in Settings',
      'Bestie Shield: emergency contacts and safety check-ins',
      'Block anyone, any time',
    ],
    link: { to: '/safety', label: 'Set up Bestie Shield' },
  },
];
