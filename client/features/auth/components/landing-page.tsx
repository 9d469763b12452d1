import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import {
  Activity,
  Ban,
  BrainCircuit,
  CalendarCheck,
  Eye,
  Flame,
  Heart,
  ImageIcon,
  Lock,
  MapPin,
  MessageCircle,
  ScanSearch,
  ShieldCheck,
  Timer,
  Users,
} from 'lucide-react';
import clsx from 'clsx';
import { MIN_AGE, PRODUCT_NAME } from '#contracts';
import { BrandMark } from '#ui/brand-mark';
import { AuthCard } from './auth-card';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const guardianLayers: { icon: Icon; title: string; text: string }[] = [
  {
    icon: ScanSearch,
    title: 'Keyword detection',
    text: 'Catches banned and explicit terms the moment they are typed.',
  },
  {
    icon: BrainCircuit,
    title: 'AI context analysis',
    text: 'Reads the whole conversation, so consenting flirting is not mistaken for harm.',
  },
  { icon: Activity, title: 'Behavioural patterns', text: 'Spots scammers and harassers by how they act over time.' },
];

const vibeDimensions: { name: string; range: string; matching: string }[] = [
  { name: 'Romantic', range: 'Shy to outgoing', matching: 'Matched by similarity' },
  { name: 'Energy', range: 'Passive 0 to active 100', matching: 'Matched as opposites' },
  { name: 'Social', range: 'Introvert to extrovert', matching: 'Matched by similarity' },
];

const connectionModes: { icon: Icon; name: string; text: string; tone: string }[] = [
  { icon: Flame, name: 'Hookup', text: 'Casual, clear and consensual.', tone: 'bg-danger-soft text-danger-strong' },
  { icon: Heart, name: 'Date', text: 'Someone to take out for real.', tone: 'bg-pink-50 text-brand-pink-strong' },
  { icon: MessageCircle, name: 'Chat', text: 'Conversation first, no pressure.', tone: 'bg-blue-50 text-chat-strong' },
];

const safeMessaging: { icon: Icon; text: string }[] = [
  { icon: Timer, text: 'Disappearing messages' },
  { icon: ShieldCheck, text: 'Real-time moderation' },
  { icon: Eye, text: 'Photo moderation' },
  { icon: ImageIcon, text: 'Private photo gallery shared in chat' },
  { icon: Users, text: 'Emergency contacts' },
  { icon: CalendarCheck, text: 'Safety check-ins' },
  { icon: MapPin, text: 'GPS-only location' },
];

// Decision 32: no invented statistics. These are things the app does, each backed by a feature.
const promises: { icon: Icon; title: string; text: string }[] = [
  {
    icon: ShieldCheck,
    title: 'Checked before delivery',
    text: 'Guardian reads every message before it reaches the other person.',
  },
  { icon: Eye, title: 'Photos reviewed first', text: 'A new photo shows as Pending Review until it is approved.' },
  { icon: Ban, title: 'Blocks work both ways', text: 'A block hides you from each other everywhere in the app.' },
  { icon: Lock, title: `Adults ${MIN_AGE}+ only`, text: 'Your date of birth is checked when you sign up.' },
];

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="space-y-1">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-ink">
          {title}
        </h2>
        <p className="text-ink-muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}

/** The signed-out home (spec 01 §1-2): what the product offers, and the sign-in card. */
export function LandingPage() {
  return (
    <div className="min-h-dvh bg-brand-gradient-soft">
      <title>{`${PRODUCT_NAME}: dating with Guardian AI protection`}</title>
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <BrandMark withName />
        <Link
          to="/Guardian"
          className={clsx(
            'inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm',
            'font-semibold text-brand-violet-strong hover:bg-white/70',
          )}
        >
          <ShieldCheck aria-hidden className="size-4" />
          Try Guardian
        </Link>
      </header>

      <main className="mx-auto max-w-6xl px-4 pb-16">
        <div className="grid items-start gap-8 py-4 lg:grid-cols-[1fr_420px] lg:gap-12 lg:py-10">
          <div className="space-y-4 lg:pt-6">
            <p
              className={clsx(
                'inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1',
                'text-sm font-semibold text-brand-violet-strong',
              )}
            >
              <Lock aria-hidden className="size-4" />
              Adults {MIN_AGE}+ only
            </p>
            <h1 className="text-4xl font-extrabold leading-tight tracking-tight text-ink sm:text-5xl">
              Match on your <span className="text-brand-gradient">vibe</span>. Meet with Guardian at your side.
            </h1>
            <p className="max-w-xl text-lg text-ink-muted">
              {PRODUCT_NAME} pairs you on three personality vibes, lets you choose how you want to connect, and keeps
              every message, story and photo moderated by Guardian AI.
            </p>
          </div>
          <div className="lg:sticky lg:top-6 lg:row-span-2">
            <AuthCard />
          </div>

          <div className="space-y-12">
            <ul aria-label="What we promise" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {promises.map((promise) => (
                <li key={promise.title} className="rounded-card bg-surface p-4 shadow-card">
                  <promise.icon aria-hidden className="mb-2 size-6 text-brand-violet-strong" />
                  <p className="font-semibold text-ink">{promise.title}</p>
                  <p className="text-sm text-ink-muted">{promise.text}</p>
                </li>
              ))}
            </ul>

            <Section
              id="guardian-heading"
              title="Guardian AI protection"
              intro="Three layers of moderation that keep learning from our human moderators' decisions."
            >
              <ol className="grid gap-3 sm:grid-cols-3">
                {guardianLayers.map((layer, index) => (
                  <li key={layer.title} className="rounded-card bg-surface p-4 shadow-card">
                    <layer.icon aria-hidden className="mb-2 size-6 text-brand-violet-strong" />
                    <p className="font-semibold text-ink">
                      <span className="sr-only">Layer {index + 1}: </span>
                      {layer.title}
                    </p>
                    <p className="text-sm text-ink-muted">{layer.text}</p>
                  </li>
                ))}
              </ol>
            </Section>

            <Section id="vibes-heading" title="Vibe Matching" intro="Three dimensions, each from 0 to 100.">
              <ul className="grid gap-3 sm:grid-cols-3">
                {vibeDimensions.map((vibe) => (
                  <li key={vibe.name} className="rounded-card bg-surface p-4 shadow-card">
                    <p className="font-semibold text-ink">{vibe.name}</p>
                    <p className="text-sm text-ink-muted">{vibe.range}</p>
                    <p className="mt-2 text-sm font-medium text-brand-violet-strong">{vibe.matching}</p>
                  </li>
                ))}
              </ul>
            </Section>

            <Section
              id="modes-heading"
              title="Three connection modes"
              intro="Say what you are here for; see people who want the same."
            >
              <ul className="grid gap-3 sm:grid-cols-3">
                {connectionModes.map((mode) => (
                  <li key={mode.name} className="flex items-center gap-3 rounded-card bg-surface p-4 shadow-card">
                    <span
                      className={clsx('inline-flex size-11 shrink-0 items-center justify-center rounded-xl', mode.tone)}
                    >
                      <mode.icon aria-hidden className="size-5" />
                    </span>
                    <span>
                      <span className="block font-semibold text-ink">{mode.name}</span>
                      <span className="block text-sm text-ink-muted">{mode.text}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </Section>

            <Section
              id="messaging-heading"
              title="Safe Messaging"
              intro="Tools that protect you before, during and after you meet."
            >
              <ul className="grid gap-2 sm:grid-cols-2">
                {safeMessaging.map((item) => (
                  <li key={item.text} className="flex items-center gap-3 rounded-xl bg-surface px-4 py-3 shadow-card">
                    <item.icon aria-hidden className="size-5 shrink-0 text-safe-strong" />
                    <span className="text-ink">{item.text}</span>
                  </li>
                ))}
              </ul>
            </Section>
          </div>
        </div>
      </main>

      <footer className="border-t border-line bg-surface/70 py-6 text-center text-sm text-ink-muted">
        {PRODUCT_NAME} is for adults aged {MIN_AGE} and over.
      </footer>
    </div>
  );
}
