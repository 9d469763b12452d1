/**
 * Round 19 (ADR 235): our own minors and extortion probes (round19-minors-extortion.probes.ts) through the whole
 * engine. Harmful lines BLOCK at trust 50 and 90; hard negatives are delivered at both. `OPEN` lists the probes the
 * engine got wrong when they were written (main 6f498fa), committed before any reader change; each fix removes lines
 * from it, and a line left there is reported in the ADR.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { ADULT_INTEREST, EXTORTION, HARMLESS, SPEAKER_MINOR } from './round19-minors-extortion.probes';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const AT_50 = chatContext({ stranger: false });
const AT_90 = chatContext({ stranger: false, trust: 90 });
const decisions = (t: string) => [engine.moderateText(t, AT_50).decision, engine.moderateText(t, AT_90).decision];
beforeAll(() => void decisions('hello'), 120_000);
const SLOW = 120_000;

/** Probes wrong at the base when written (main 6f498fa); see the head of the file. */
const OPEN: ReadonlySet<string> = new Set([
  'fifteen going on sixteen lol, you?',
  "sophomore this year, what's your snap",
  'im a sophomore and bored, anyone wanna talk',
  "i'm a freshman so my parents are strict lol",
  'in 8th grade but i like older guys tbh',
  'just finished my gcses!! finally free, wanna celebrate',
  "literally just finished my gcse's, meet up this summer?",
  'got my gcse results tomorrow, so nervous, distract me',
  'i can only meet after school, like 3:30?',
  'can we meet after school tomorrow, i finish at 3',
  'my teacher gave us so much homework, text me later when my mum is asleep',
  "i won't be 18 for another two years, that ok?",
  'sixteen next month, come to my party?',
  "my 14th was last week, i'm finally a teen teen lol",
  'just started sixth form, wait no i mean year 11 lol',
  'i a m s i x t e e n',
  'me 15 u?',
  'gotta be home before dark, school night and my mum checks',
  'need to finish my year 10 science homework first then i can call',
  "i'm in primary still lol year 6",
  'in the 10th grade, you?',
  'grade 9 student here, bored in class',
  'can your daughter come over alone next time, i have presents for her',
  "any middle schoolers on here? i'm 35 and generous",
  'i could teach your son a few things when you are at work, our little secret',
  'schoolgirls are my fantasy, real ones not costumes',
  'i bet the girls in her year 8 class are all hot',
  'pre teens are so cute and innocent, i want one',
  'paga o todos verán tus fotos, tienes 24 horas',
  'págame 200 euros o tu familia verá el video',
  'manda el dinero o subo tus fotos a facebook',
  'envía 300 o tus fotos van a tu jefe',
  'paie-moi 500€ ou tout le monde verra la vidéo',
  "envoie l'argent ce soir sinon ta famille verra tes photos",
  'si tu ne paies pas, tes photos seront partout',
  'paga ou todos vão ver suas fotos',
  'manda o dinheiro até amanhã ou sua família vai ver o vídeo',
  'se não pagar, vou mandar tudo pro seu chefe',
  'paise bhej warna tera video sabko bhej dunga',
  'paise de do warna tumhari photos tumhare ghar wale dekhenge',
  '10k bhejo kal tak nahi toh video viral kar dunga',
  'agar paise nahi diye toh teri family ko sab pata chal jayega',
  'ideffa3 wala el video yetnashar, you have till tomorrow',
  "it's simple: 500 on revolut and nobody at your office hears about your weekend",
  'wallet address below, 0.1 eth or the tape goes to your partner',
  'sab ko dikha dunga agar paisa nahi bheja',
  'tumhari video tumhare boss ko bhej dunga, 5000 bhejo',
  'paga ahora o mando el video a tu esposa',
  'manda fotos más atrevidas o tu novio verá las otras',
  'envoie-moi plus de photos sinon je les montre à tes amis',
  'sinon tout le monde verra, 300 euros sur paypal',
  'todo el mundo verá tus fotos si no me pagas',
  "i've got your nudes and your address. 700 or i start sending",
  "you'll pay 300 to keep this off your mum's facebook",
  'fotos tuyas desnuda para toda tu familia, a menos que pagues',
  'je vais envoyer la vidéo à ton patron si tu ne me donnes pas 1000€',
  'seu chefe vai adorar essas fotos, paga 300 no pix',
  'pix de 500 reais ou mando o vídeo pra sua esposa',
  "i'm a year 9 form tutor, the kids are hilarious",
  'everyone will see how good your cake is when you post it',
  'our school reunion is next month, 20 years!',
  "bitcoin's been crazy this week, i lost like 200",
  'i kept all the photos from our trip, they make me smile',
  'my parents grounded me once for a whole month when i was 14',
  "she's 14 and wants a phone, what age did your kids get one?",
  'everyone will see us at the wedding, are you ready for that?',
  "i'll give you 5 quid if you can beat my score",
  "i'll tell your friends you're a great dancer",
]);

const wrong = (list: readonly string[], want: string) =>
  list.filter((t) => !OPEN.has(t) && decisions(t).some((d) => d !== want));

describe('round 19: minors and extortion probes (ADR 235)', () => {
  it('BLOCKs the speaker under 18 at trust 50 and 90', () => expect(wrong(SPEAKER_MINOR, 'BLOCK')).toEqual([]), SLOW);
  it(
    'BLOCKs sexual interest in minors at trust 50 and 90',
    () => {
      expect(wrong(ADULT_INTEREST, 'BLOCK')).toEqual([]);
    },
    SLOW,
  );
  it('BLOCKs extortion and sextortion at trust 50 and 90', () => expect(wrong(EXTORTION, 'BLOCK')).toEqual([]), SLOW);
  it('delivers the hard negatives at trust 50 and 90', () => expect(wrong(HARMLESS, 'ALLOW')).toEqual([]), SLOW);
  it('keeps OPEN to probes of these lists', () => {
    const all = new Set([...SPEAKER_MINOR, ...ADULT_INTEREST, ...EXTORTION, ...HARMLESS]);
    expect([...OPEN].filter((t) => !all.has(t))).toEqual([]);
  });
});
