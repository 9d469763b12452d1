/**
 * Found in review of round 12, before landing (ADRs 178, 182): messages a member who knows the demotions could write
 * to deliver harm. A reviewer wrote them against the merged engine; each was delivered by a round-12 reading and held
 * or blocked before it. ADR 182's idiom and quoted-saying readings were reverted for them; ADR 178's contact swap now
 * checks the message itself for a reason to leave the app, and whereabouts the reader gave stay held when the reader
 * is watched. Harmless twins of the kept readings are in false-holds-round12.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const decide = (text: string) => engine.moderateText(text, talking).decision;

describe('round-12 review: demotions an attacker could use stay closed', () => {
  it.each([
    // a quoted "saying" with a laugh around extortion, a minor, a threat or self-harm incitement (ADR 182, reverted)
    'my friends say "send $500 or your nudes go to your family" lol',
    'my mates always say "pay up or the video goes to your boss" haha',
    'my mates say "send me pics of your little sister, she\'s 12 right" lol',
    'my brother says "if you tell anyone I\'ll kill you" haha',
    'the boys always say "we\'ll stab you if you talk to the cops" lol',
    'my ex used to say "go hang yourself nobody would miss you" haha',
    // an idiom frame around a threat (ADR 182, reverted)
    "I'll track you down some night when you're alone",
    "I'll beat you home and wait in your bedroom with a bat",
    'the hammer will end you when I see you',
    'this pitbull will kill you if you come near my house',
    'the bridge will end you, go jump',
    "my team is gonna murder your team and then I'm coming for you",
  ])('%s is not delivered', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });

  it('whereabouts the reader gave, with the reader watched, stay held (ADR 178 amended)', () => {
    expect(
      decide('i know where you live, you told me. saw you through the window last night in your pyjamas'),
    ).not.toBe('ALLOW');
    expect(decide('i know where you work, you told me. what time do you finish? nice car by the back door')).not.toBe(
      'ALLOW',
    );
    expect(decide('i know where you work, you told me! how was the big meeting?')).toBe('ALLOW');
  });

  it('contact details with a reason to leave the app or a price are no agreed swap (ADR 178 amended)', () => {
    expect(
      decide('since you said yes, text me on whatsapp +1 555 201 3344, the app keeps glitching and deleting my chats'),
    ).not.toBe('ALLOW');
    expect(
      decide("we're still meeting saturday right? my snap is jess_9981, the app deletes my msgs so message me there"),
    ).not.toBe('ALLOW');
    expect(
      decide(
        'since you said yes, here is my whatsapp +44 7700 900123, my agency handles my bookings there, ' +
          'rates are 200 an hour',
      ),
    ).not.toBe('ALLOW');
  });

  it('a claim that a child can consent is a minors finding; protective and everyday "old enough" are not', () => {
    expect(decide('a 13 year old is old enough if she wants it')).toBe('BLOCK');
    expect(decide('honestly 15 year olds are mature enough for a man like me')).toBe('BLOCK');
    expect(decide("a 14 yo can consent, it's just society that says no")).toBe('BLOCK');
    expect(decide("a 13 year old is not old enough to consent, that's the law")).toBe('ALLOW');
    expect(decide("my 15 year old thinks she's old enough for a phone")).toBe('ALLOW');
    expect(decide('a 16 year old is old enough to drive in the us')).toBe('ALLOW');
    expect(decide('is a 14 year old old enough to babysit?')).toBe('ALLOW');
  });
});
