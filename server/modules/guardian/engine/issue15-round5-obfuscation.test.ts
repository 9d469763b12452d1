/**
 * Issue 15, round 5 (ADR 132): obfuscated messages the normaliser now turns into what the rules and
 * the model already understand — emoji that carry meaning in their slot, leet digit runs inside words,
 * letters drawn with several characters, dotted words — end to end through the engine, and the
 * emoji-heavy harmless chat that must stay ALLOW. Taken from our development set
 * (corpus/dev-set-round5-obfuscation.jsonl, written before tuning; never the challenge set).
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import type { ModerationContext } from './types';

const engine = createGuardianEngine();
const ctx = (trustScore: number, replied: boolean): ModerationContext => ({
  surface: 'message',
  grid: 'date',
  sender: { trustScore, accountAgeDays: 30, recentReports: 0, recentBlocks: 0, messagesLastMinute: 1 },
  recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
  senderNsfw: { receiveTextNSFW: false },
  recipientHasReplied: replied,
});
const decide = (t: string, trust = 50, replied = true) => engine.moderateText(t, ctx(trust, replied)).decision;

describe('round 5: obfuscated harm is BLOCKed (ADR 132)', () => {
  it.each([
    "i'm g0ing to sh00t u", // leet digit run inside a word
    "i'll 🔪 you",
    "i've got your 📸📸 now 💸 or they go online", // camera emoji -> pics
    'p@y m3 0r ur n00dz g0 t0 ur w1f3', // n00dz -> nudes
    'i will r.a.p.e you',
    'k i l l y o u r s e l f',
    'kіll уоursеlf', // Cyrillic look-alikes
  ])('%j', (t) => {
    expect(decide(t)).toBe('BLOCK');
    expect(decide(t, 90)).toBe('BLOCK');
  });
});

describe('round 5: obfuscated harm from a stranger is not ALLOWed (ADR 132)', () => {
  it.each([
    '🍆🍆 want it?',
    '💦💦 thinking of you',
    'show me your 🍒🍒',
    'let me eat your 🌮 👅',
    'bet you taste good 👅💦',
    'send 🍑📸',
    's.e.n.d n.u.d.e.s',
    'hit me up on 📸gram, same name',
    'whats ur 📱? this app is glitchy',
    "1'm 14 but m@ture",
    'fuk u c|_|nt',
  ])('%j', (t) => {
    expect(decide(t, 50, false)).not.toBe('ALLOW');
  });
});

describe('round 5: emoji-heavy harmless chat stays ALLOW (ADR 132)', () => {
  it.each([
    'cutting onions 🔪😭 not crying about you i swear',
    "i'm a chef 👨🏽‍🍳🔪 so i'll cook for you",
    'made aubergine parmigiana tonight 🍆🧀 honestly proud of it',
    'farmers market haul: 🍆🥒🍅🌽 ratatouille incoming',
    'peach cobbler for dessert 🍑🥧 want the recipe?',
    "it's pouring 💦☔ my umbrella just gave up",
    'cherry season 🍒 is the best season',
    'taco tuesday 🌮🌮 best day of the week',
    'lol 👅 that face you made',
    'snow day!! ❄️⛄ the whole town shut down',
    "phone's about to die 🔌 brb charging",
    "this meme 💀💀💀 i'm dead",
    'happy birthday!! 🎉🎂🥳 have the best day',
    'miss you already ❤️❤️‍🔥',
    'my baby niece 👶 is walking now!!',
    'rock climbing on saturday 🧗🪢 wanna come?',
    "payday finally 💰💸 dinner's on me this time",
  ])('%j', (t) => {
    expect(decide(t, 50, false)).toBe('ALLOW');
    expect(decide(t)).toBe('ALLOW');
  });
});
