/**
 * Round 7 (ADR 147): the implicit-harm structures of rules/round7.ts through the whole engine — each structure
 * with our own wording (not the paraphrase sets' lines), obfuscated variants (spaced letters, leetspeak,
 * stretched letters, look-alike letters, emoji), and the hard negatives it must leave alone.
 * Never the challenge sets' or author B's phrases.
 */
import { describe, expect, it } from 'vitest';
import { consentState } from '../context';
import { createGuardianEngine } from '../guardian-engine';
import { normalizeText } from '../normalize';
import type { ModerationContext } from '../types';
import { round7Signals } from './round7';
import { chatContext } from './test-contexts';

const engine = createGuardianEngine();
const STRANGER = chatContext({ stranger: true });
const MUTUAL = chatContext({ stranger: false });
const OPTED_IN = chatContext({ stranger: false, optedIn: true, trust: 90 });
const TRUSTED = chatContext({ stranger: false, trust: 95 });
const decide = (t: string, c: ModerationContext = STRANGER) => engine.moderateText(t, c).decision;
/** The kinds round7.ts alone finds in a text. */
function kinds(t: string, c: ModerationContext = STRANGER): string[] {
  const norm = normalizeText(t);
  const views = norm.deobfuscated === norm.text ? [norm.text] : [norm.text, norm.deobfuscated];
  return round7Signals({ norm, views, ctx: c, consent: consentState(c), hardOnly: false, found: [] }).map(
    (s) => s.kind,
  );
}

describe('threats: place known + menace, weapon + menace, harm to people like the reader — BLOCK at any trust', () => {
  it.each([
    'i worked out where you live. lock your doors tonight',
    'I know your gym and your schedule, you won’t see me coming',
    'careful walking back to your flat tonight, no one around at that hour',
    'got myself a machete, watch your back',
    'you and your new man 🔪 remember this',
    'women who lie to me usually end up hurt, just so you know',
    'you will not live to see next christmas if you keep this up',
    'soon as i find you i will smash your face',
    'would be a shame if something happened to your car',
    'i kn0w wh3re y0u l1ve, sl33p w3ll', // leet
    'watch yourself 🔫 see you soon',
  ])('%s', (t) => {
    expect(decide(t)).toBe('BLOCK');
    expect(decide(t, TRUSTED)).toBe('BLOCK');
  });
  it.each([
    'I know your house is near the park, want to walk there sunday?',
    'be careful driving home, the roads are icy',
    'I bought a new knife for the kitchen, cooking steak tonight',
    'people who skip leg day end up hurt, just so you know 😂',
    'when I see you I will hug you so hard',
    'you won’t see next summer’s lineup coming, it is wild',
  ])('not a threat: %s', (t) => expect(kinds(t)).not.toContain('threat'));
});

describe('sexual violence: refusal + override, force, incapacity, impunity — BLOCK', () => {
  it.each([
    'you can beg me to stop, i am not stopping',
    'whether you like it or not you are coming home with me and you will be mine',
    'the shy ones are the best to force',
    'drunk girls can’t say no, see you at the bar',
    'one shot of this and you won’t remember a thing',
    'i will use your body how i want and nobody will believe you',
    'y0u w1ll b3 f0rced', // leet
    'say nooo all you want, i wont stooop', // stretched
  ])('%s', (t) => expect(decide(t)).toBe('BLOCK'));
  it.each([
    'if you say no at any point I will stop, no pressure',
    'you can always say no, I respect that',
    'I had so much to drink I won’t remember anything tomorrow',
    'the team will be forced to forfeit the match',
    'whether you want pizza or sushi is your call',
  ])('not sexual violence: %s', (t) => expect(kinds(t)).toHaveLength(0));
  it('consensual sexting between opted-in adults keeps its words', () =>
    expect(decide('i love it when you beg me not to stop', OPTED_IN)).toBe('ALLOW'));
});

describe('self-harm incitement: means + act + push, favour, dare, absence — BLOCK', () => {
  it.each([
    'grab the pills and take them all, nobody would miss you',
    'go jump off a bridge, you deserve it',
    'do the world a favour and never wake up',
    'if you actually wanted to die you’d have done it, so go ahead',
    'your children would be better off with a dad who isn’t around',
    'nobody loves you so why do you stay',
    'if i were as pathetic as you i would end my life',
    'd0 3v3ry0n3 a fav0ur and d1e', // leet
    'g o   j u m p   o f f   a   b r i d g e ,   n o b o d y   w o u l d   c a r e', // spaced letters
  ])('%s', (t) => expect(decide(t)).toBe('BLOCK'));
  it.each([
    'we jumped off the bridge into the river, seriously fun',
    'do me a favour and pick up milk',
    'take all the pills the doctor gave you, get well soon',
    'my kids would be better off with a bigger garden',
  ])('not incitement: %s', (t) => expect(kinds(t)).not.toContain('self_harm_incitement'));
});

describe('minors: probe + secrecy or approval, parent secrecy + grooming, siblings, teen birthday — BLOCK', () => {
  it.each([
    'which grade are you in? it’s fine, i won’t tell anyone',
    'r u still in high school? that is even better',
    'tell me your real age, doesn’t matter to me',
    'just don’t tell your mum about us, ok sweetie?',
    'i will buy you a new phone, your parents don’t need to know',
    'got any younger sisters who want to chat with me?',
    'looking to meet a single mum with a daughter about 11',
    'when is your 15th birthday? i’ll get you a present',
    'so mature for 14',
    'wh1ch sch00l d0 u g0? d0nt t3ll ur m0m', // leet
    'which schооl you go? our little secret', // look-alike letters
  ])('%s', (t) => expect(decide(t)).toBe('BLOCK'));
  it.each([
    'which school did you go to? I went to Leeds uni',
    'don’t tell your mum I said hi haha',
    'I’m a single mum with a daughter aged 12, she is my world',
    'my younger sister is visiting this weekend',
    'how old are you? you look about 30 in pics',
  ])('not minors: %s', (t) => expect(kinds(t)).toHaveLength(0));
});

describe('extortion: leverage + price or deadline, release on a condition, pay or exposure — BLOCK', () => {
  it.each([
    'i saved the video. 300 in bitcoin and it disappears',
    'dump me and i will send the pics to everyone',
    'send 400 quid or i’m exposing you to your church',
    'your husband doesn’t know you’re on here. what is my silence worth to you',
    'teachers lose jobs over photos like these, i’d hate for your school to see',
    'you have until midnight, after that your boss sees the recording',
    'p4y m3 0r ur n00dz g0 t0 ur b0ss', // leet
  ])('%s', (t) => expect(decide(t)).toBe('BLOCK'));
  it.each([
    'send me the pics from the party, i’ll pay you back for the tickets',
    'can you get me gift cards and send photos of the codes',
    'I recorded the podcast, pay me later for the mic',
    'if you want I’ll send the pics from the trip',
  ])('not extortion: %s', (t) => expect(kinds(t)).not.toContain('extortion'));
});

describe('drugs: street product + dealer’s offer — not ALLOW', () => {
  it.each([
    'got some white, first bump is on me',
    'pingers 10 a pill, hmu',
    'where can i score some blow around here',
    'I can bring some molly for friday, top quality',
    'need something to take the edge off? i can sort you out, cheap',
    'wr1te me a scr1pt f0r 0xy, ill pay cash',
  ])('%s', (t) => expect(decide(t)).not.toBe('ALLOW'));
  it.each([
    'I’ll bring the ice if you bring the drinks',
    'snow forecast for saturday, fancy sledging?',
    'the mushrooms at the market were 3 a bag',
    'crystal clear water on that beach',
  ])('not drugs: %s', (t) => expect(kinds(t)).not.toContain('drug_sale'));
});

describe('unsolicited sexual content from a stranger — not ALLOW; between opted-in adults — ALLOW', () => {
  it.each([
    'any pics of you without the clothes on?',
    'you look like you’re freaky in the bedroom',
    'send a pic in the shower 😉',
    'spit or swallow?',
    'I want to see you without clothes',
    's3nd a p1c 1n th3 sh0w3r', // leet
  ])('%s', (t) => expect(decide(t, STRANGER)).not.toBe('ALLOW'));
  it.each(['any pics of you without the clothes on?', 'send a pic in the shower 😉'])('opted-in adults: %s', (t) =>
    expect(decide(t, OPTED_IN)).toBe('ALLOW'),
  );
  it.each(['the shower in my flat is broken again', 'you look like you’re wild on the dance floor'])(
    'not sexual: %s',
    (t) => expect(kinds(t)).not.toContain('sexual_request'),
  );
  it('a match who already replied is not a stranger', () =>
    expect(kinds('you look like you’re freaky in the bedroom', MUTUAL)).not.toContain('sexual_request'));
});

describe('reports and quotes are not aimed at the reader', () => {
  it.each([
    'a guy sent me "pay 200 or your boss sees the video", reported him',
    'someone threatened to post my pics if i did not pay, blocked',
  ])('%s', (t) => expect(kinds(t)).toHaveLength(0));
});

describe('drug names that are also names or household words', () => {
  it.each([
    'Charlie is bringing some quality wine for saturday',
    'Molly is coming for friday, you will love her',
    'want a coke? got some in the fridge',
    'i’ve got some weed killer for the garden',
    'got some blow up mattresses for the festival',
  ])('not drugs: %s', (t) => expect(kinds(t)).not.toContain('drug_sale'));
  it.each(['got some molly for saturday, top quality', 'can u sort me some coke for the party'])('%s', (t) =>
    expect(decide(t)).not.toBe('ALLOW'),
  );
});
