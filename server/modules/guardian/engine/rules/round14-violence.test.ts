/**
 * Round 14 (ADR 192): the concept readings of rules/round14-violence.ts, with hand-written examples (ours, not any
 * challenge set's lines) in several phrasings and obfuscations, at neutral and high trust, and the hard negatives that
 * share their words: violent idioms, sport, hunting and kitchen talk, films, kink negotiation between opted-in adults,
 * reported threats, support to a victim, dark humour.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { normalizeText } from '../normalize';
import type { ModerationContext } from '../types';
import { round14ViolenceSignals } from './round14-violence';
import { chatContext } from './test-contexts';
import { textViews } from './types';

const engine = createGuardianEngine();
const MUTUAL = chatContext({ stranger: false });
const TRUSTED = chatContext({ stranger: false, trust: 90 });
const OPTED_IN = chatContext({ stranger: false, optedIn: true });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;
// The first judgement loads the text model: done while the file is collected, not inside the first test's time.
engine.moderateText('warm up', MUTUAL);
/** The module's own reading, without the earlier rules (so a test shows this module reads it). */
const reads = (t: string, consent: 'not_opted_in_mutual' | 'opted_in_mutual' = 'not_opted_in_mutual') => {
  const norm = normalizeText(t);
  return round14ViolenceSignals({
    norm,
    views: textViews(norm),
    ctx: consent === 'opted_in_mutual' ? OPTED_IN : MUTUAL,
    consent,
    hardOnly: false,
    found: [],
  })
    .map((s) => s.kind)
    .join(',');
};

const HITS: Record<string, string[]> = {
  'drugging for sex': [
    "I'll slip something in your drink tonight and you won't remember a thing",
    "just drop a pill in her glass, she'll loosen up",
    'sl1p h3r s0m3th1ng 1n h3r dr1nk lol ez',
    "what should i put in a girl's drink so she's more up for it",
    "I'll 💊 ur 🍷 then you'll be out cold",
    "got some stuff that'll make you sleepy, you won't even fight it",
    "I'll mix your drinks myself, a little something extra in yours, you won't remember a thing tomorrow",
  ],
  'consent overridden': [
    "you keep saying you're not ready but on friday I'm not asking",
    "your no means nothing to me, I'm taking it",
    "you said you don't want sex yet, we'll see about that",
    "keep playing hard to get, I'll take it anyway",
    'no doesn’t mean no with you, I can tell',
    "you can say no all you want, I'm stronger than you",
    "if you try to leave I'll just hold you there",
    'come back willingly or should I make you',
    'my place is soundproofed and the door locks from the inside',
    'y o u r  n o  m e a n s  n o t h i n g',
    'keeeep playing hard to get, I’ll take it anywaaaay',
  ],
  'assault wished or endorsed': [
    'I hope someone rapes you on your way home',
    'someone needs to r4pe some manners into you',
    'hope a stranger corners you in the car park and does what you deserve',
    "would be a shame if you got dragged into the woods, wouldn't it",
    "it's hot when a girl is out cold, you'd be perfect like that",
    "I can't be held responsible for what I do to you when we meet",
  ],
  'slang and euphemisms': [
    "i'm gonna unalive you if you ghost me",
    "one call and I'll have you whacked",
    'gonna give you a proper hiding when I see you',
    'we slidin on ur block tonight',
    "nobody's finding you after this",
    "I'm having a word with him with a crowbar",
    "I'll get my brothers to pay you a visit, they're not as nice as me",
    "I'd start looking over my shoulder if I were you",
    'hope some bloke kicks your head in',
    'i h0pe s0me0ne b3ats the life out of you',
    'u n a l i v e  y o u',
  ],
  'counterfactual violence': [
    "you're lucky I'm in another city or I'd have broken your jaw by now",
    "count yourself lucky there were people around or you'd be dead",
    "lucky for you I'm on shift or I'd come round and break your nose",
  ],
  'whereabouts as leverage': [
    'I know which gym you train at. think carefully about your next message',
    "I've got your address, your work address and your dad's number. not joking",
    'if you unmatch me I will come to your office on monday',
    "I'll be waiting outside your flat tonight, you ain't safe",
    'I saw your son outside the school gates today',
    'your cat is in the garden, for now',
    'tell your brother I know where he parks, he’ll get what’s coming',
  ],
  'conditional and veiled': [
    "do you want to find out what I'll do if you block me?",
    "how would your kids cope if you didn't come home one day",
    'imagine if your car mysteriously caught fire',
    'lol imagine if your van just happened to catch fire one night, just saying',
    'anything could happen to a girl like you',
  ],
};

describe('round 14: threats and sexual violence read by concept are BLOCK whatever the trust', () => {
  for (const [concept, lines] of Object.entries(HITS))
    describe(concept, () => {
      it.each(lines)('%s', (t) => {
        expect(reads(t)).toBe('threat');
        expect(decide(t, MUTUAL)).toBe('BLOCK');
        expect(decide(t, TRUSTED)).toBe('BLOCK');
      });
    });
});

describe('round 14: hard negatives that share the words are not read', () => {
  it.each([
    // flavour, medicine, the speaker's own night, reports and support
    "I'll make your drinks tonight, something special, you'll love it",
    'had my wisdom teeth out, the sedation means you won’t remember a thing',
    "you won't remember a thing after this tequila lol",
    'someone spiked my drink last night, be careful out there',
    'my friend got her drink spiked at the club, I reported it',
    'the documentary about the rape trial was hard to watch',
    // refusals respected, strength in play, idioms
    "you said no to sushi, fine, we'll get pizza anyway",
    "you said you're not ready to meet yet, that's fine, no rush",
    "I'm not asking you to rush anything",
    "I'm stronger than you at arm wrestling",
    "let's pin you down for a date next week",
    "my flat's soundproofed so we can blast music, come over",
    "I'd never do anything against your will",
    // violence withheld by nothing, whereabouts given, dates, kin
    "you're lucky I'm at work or I'd call you right now",
    'count yourself lucky you missed it, the party was dead',
    "I'll be waiting outside your building at 8, can't wait to see you",
    'I know where you work, you told me, the cafe on main street',
    "I'll wait for you after your class and we can grab coffee",
    "I saw your kids' photos on your profile, cute",
    'I saw your son at the school gates, my daughter is in his class',
    "do you want to find out what I'll do for your birthday?",
    'imagine if your car could drive itself lol',
    'what if your flat caught fire, do you have insurance?',
    "your cat looks tired, vet says she's fine for now",
    // games, films, kitchen, hunting, idioms, dark humour
    "I'll send you to the shadow realm in yugioh",
    'nobody’s finding you attractive with that haircut lol',
    'my dad had a word with him about the fence',
    "he'll get what's coming, karma always wins",
    "I'll have you sorted with a ticket by friday",
    'we slide into your dms',
    'I hope someone beats you at chess',
    "you're lucky I'm at work or I'd drive over there right now and give you a hug",
    "I'd look over my shoulder if I were you, that heron is eyeing your sandwich lol",
    'anything could happen on a first date',
    "we're cooking steak, I'll give it a proper beating with the mallet",
    'the villain in the movie says he’ll unalive him',
    "if you block me I'll be sad, just saying",
    'gutted the fish and gave the pheasant a proper hiding in the oven, dinner at 8',
    'true crime podcast tonight: he slipped something in her drink and she woke up in a field',
  ])('%s', (t) => {
    expect(reads(t)).toBe('');
    expect(decide(t, MUTUAL)).not.toBe('BLOCK');
  });

  it('a kink negotiation between opted-in adults is not read', () => {
    for (const t of [
      'we agreed on a scene: I pin you down and you tap out if you need, safeword is red',
      "if you want me to hold you down and say I won't stop, tell me your safe word first",
    ])
      expect(reads(t, 'opted_in_mutual')).toBe('');
  });

  it('support to a victim is not read by this module (an earlier layer still holds it: a known false hold)', () => {
    expect(reads("I'm so sorry he raped you, it's not your fault, please talk to someone")).toBe('');
  });

  it('a threat the member reports receiving is not read', () => {
    expect(reads('he texted me "your cat is in the garden, for now" so I reported him')).toBe('');
  });
});
