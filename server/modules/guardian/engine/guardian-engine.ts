/**
 * Guardian engine: runs the layers (keyword, classifier, context, behaviour) on one message and
 * combines what they found into ALLOW / REVIEW / BLOCK, a 0-100 risk score, the sender's new
 * trust score, flagged terms, risk factors, criminality flags, policy tags and reasoning.
 *
 * Combination (see docs/guardian.md):
 *   every finding is a contribution {layer, risk 0-100, hard?, label, riskFactors, criminality}.
 *   base   = highest contribution
 *   bonus  = +15% of the other contributions >= 25 (max +10)
 *   trust  = behaviour adjustment (-10..+40; for clean messages at most +8)
 *   risk   = clamp(base + bonus + trust, 0, 100), at least the behaviour layer's own risk
 *   hard harms (threat, sexual violence, self-harm incitement, extortion, minors): trust never lowers
 *   the risk, and a sure text model corroborated by the rules is hard (policy.ts, ADR 128)
 *   BLOCK if any hard contribution (banned term, threat, extortion, minor, doxxing, ...) or risk >= 75,
 *   REVIEW if risk >= 40, else ALLOW.
 */
import { analyzeBehaviour, clampTrust } from './behaviour';
import { DEFAULT_MODEL_PATH, TextClassifier, UNAVAILABLE_CLASSIFIER, loadGuardianModel } from './classifier';
import {
  DEFAULT_SEVERITY_HEAD_PATH,
  SEVERE_MIN_WORDS,
  SeverityHead,
  type SevereClass,
  sameFeatures,
  heldSevereFinding,
  severeFinding,
  severeViolence,
  tryLoadSeverityHead,
  type SevereReading,
} from './severity-head';
import { FAMILY_SELF_DESCRIPTION, analyzeContext, contestExplains, threatReadInRest } from './context';
import { CONTEST_AIM } from './rules/round24-false-holds';
import {
  adultAgeAlibi,
  demandAtReader,
  minorReadingExplained,
  sexualViolenceCue,
  threatShapeRest,
  CONSEQUENCE_AT_READER,
  urgesReaderSelfHarm,
} from './rules/severe-cues';
import { textViews } from './rules/types';
import { GuardianInputError, MAX_TEXT_LENGTH } from './errors';
import { imageModelStatus, moderateImage as moderateImageImpl } from './image';
import { KeywordMatcher } from './keywords';
import { normalizeText, type NormalizedText } from './normalize';
import { GUARDIAN_PREFILTER } from './prefilter';
import {
  HARD_HARM_CONFIDENT,
  HARD_HARM_TAGS,
  appliedTrustAdjustment,
  atLeastWords,
  isContinuationPart,
  isDanglingPart,
  isFragment,
  isHardHarm,
  recommendationOpened,
} from './policy';
import {
  dateContactExchange,
  misfireReading,
  peerRepayment,
  quotePartAfterFrame,
  withoutContactDetails,
  withoutMisfireWords,
  withoutReportedQuotes,
} from './rules/misfires';
import { drugNamedNotDealt } from './rules/round29-drug-named';
import {
  consensualReadingCorroborated,
  harmClassCorroborated,
  modelAloneBars,
  type ModelAloneBars,
  harmfulReadingCorroborated,
  sexTalk,
  tooShortToRead,
} from './rules/model-corroboration';
import { KILL_YOU, killYouReading, type KillReading } from './rules/round8';
import {
  boundaryEndsSentence,
  carriesActOver,
  continuesSentence,
  letterGluedJoin,
  namesNextInLine,
} from './window-policy';
import { windowContext, WindowReads, type WindowContext } from './window-reads';
import { isSentencePiece, kinPiece, weaponAtReader } from './rules/round21-split';
import { heldEscalation, unmaskedEscalation, type EscalationComposer } from './rules/round22-escalation';
import {
  consensualRoughTalk,
  contemptIn,
  hardHarmCue,
  isSexSlangEvidence,
  noConsentCue,
  sexualTalk,
} from './rules/violence';
import type {
  ClassifierLayerResult,
  ContextLayerResult,
  ContextSignal,
  ContextSignalKind,
  CriminalityFlag,
  GuardianDecision,
  GuardianLabel,
  GuardianLayer,
  GuardianStatus,
  GuardianVerdict,
  ImageVerdict,
  KeywordLayerResult,
  ModerationContext,
  RiskFactor,
} from './types';

export const GUARDIAN_ENGINE_VERSION = 'guardian-engine/1.0';
export const THRESHOLDS = { review: 40, block: 75 } as const;

export interface GuardianEngineOptions {
  bannedKeywords?: readonly string[];
  nsfwKeywords?: readonly string[];
  /**
   * Text model: a TextClassifier, a path to a model JSON file, null to run without one, or
   * undefined to load the committed default (server/modules/guardian/model/guardian-text-model.json).
   * A missing/corrupt model never throws here: the classifier is reported 'unavailable' in status().
   */
  model?: TextClassifier | string | null;
  /**
   * The severe-harm reader (ADR 296): a head, a path to its file, null for none, or undefined for the committed
   * default (model/guardian-severity-head.json). It reads the text model's features, so it is off without a text
   * model; a missing or bad file (or one made for other features) turns it off and `status()` says why.
   */
  severityHead?: SeverityHead | string | null;
}

export interface GuardianEngine {
  moderateText(content: string, context: ModerationContext): GuardianVerdict;
  moderateImage(image: Buffer, context: ModerationContext): Promise<ImageVerdict>;
  /** Rebuild the keyword matcher (admins edited the lists). Omitted lists keep their current value. */
  setKeywords(lists: { bannedKeywords?: readonly string[]; nsfwKeywords?: readonly string[] }): void;
  /** Swap the text model. On failure the previous model stays active and the error is returned. */
  setModel(model: TextClassifier | string | null): { ok: true; version: string | null } | { ok: false; error: string };
  status(): GuardianStatus;
}

interface Contribution {
  layer: Exclude<GuardianLayer, 'none'>;
  risk: number;
  hard: boolean;
  label: GuardianLabel;
  riskFactors: RiskFactor[];
  criminality: CriminalityFlag[];
  tags: string[];
  reason: string;
}

const CONTEXT_RULES: Record<
  Exclude<ContextSignalKind, 'sexual_request' | 'sexual_explicit'>,
  {
    label: GuardianLabel;
    hard: boolean;
    riskFactors: RiskFactor[];
    criminality: CriminalityFlag[];
    tag: string;
    what: string;
  }
> = {
  threat: {
    label: 'harmful',
    hard: true,
    riskFactors: ['violence_references', 'harassment'],
    criminality: ['threats_of_violence'],
    tag: 'threat',
    what: 'threat of violence',
  },
  self_harm_incitement: {
    label: 'harmful',
    hard: true,
    riskFactors: ['violence_references', 'harassment'],
    criminality: ['threats_of_violence', 'harassment'],
    tag: 'self_harm_incitement',
    what: 'incitement to self-harm',
  },
  extortion: {
    label: 'harmful',
    hard: true,
    riskFactors: ['harassment', 'privacy_violation', 'sexual_content'],
    criminality: ['extortion', 'blackmail', 'revenge_porn'],
    tag: 'extortion',
    what: 'extortion (pay/send or intimate media gets shared)',
  },
  leak_threat: {
    label: 'harmful',
    hard: true,
    riskFactors: ['harassment', 'privacy_violation'],
    criminality: ['revenge_porn', 'blackmail'],
    tag: 'leak_threat',
    what: 'threat to share intimate media',
  },
  minor_age: {
    label: 'harmful',
    hard: true,
    riskFactors: ['sexual_content'],
    criminality: ['child_exploitation'],
    tag: 'minor_safety',
    what: 'sender states an age under 18',
  },
  minor_reference: {
    label: 'harmful',
    hard: true, // only the >= 75 findings (sexual interest in minors) are hard; grooming cues stay at 65
    riskFactors: ['sexual_content', 'harassment'],
    criminality: ['child_exploitation'],
    tag: 'minor_safety',
    what: 'reference to a minor / grooming language',
  },
  off_platform: {
    label: 'spam',
    hard: false,
    riskFactors: ['spam', 'privacy_violation', 'misleading_information'],
    criminality: [],
    tag: 'off_platform',
    what: 'moving the conversation off-platform / sharing contact details',
  },
  link: { label: 'safe', hard: false, riskFactors: ['spam'], criminality: [], tag: 'link', what: 'link shared' },
  money_request: {
    label: 'harmful',
    hard: false,
    riskFactors: ['misleading_information'],
    criminality: ['fraud'],
    tag: 'money_request',
    what: 'request for money',
  },
  gift_card: {
    label: 'harmful',
    hard: true,
    riskFactors: ['misleading_information'],
    criminality: ['fraud'],
    tag: 'gift_card_scam',
    what: 'gift-card request (classic scam)',
  },
  scam_narrative: {
    label: 'harmful',
    hard: false,
    riskFactors: ['misleading_information'],
    criminality: ['fraud'],
    tag: 'scam',
    what: 'romance/investment scam narrative',
  },
  street_address: {
    label: 'safe',
    hard: false,
    riskFactors: ['privacy_violation'],
    criminality: [],
    tag: 'address',
    what: 'street address shared',
  },
  doxxing: {
    label: 'harmful',
    hard: true,
    riskFactors: ['privacy_violation', 'harassment'],
    criminality: ['doxxing', 'stalking'],
    tag: 'doxxing',
    what: "someone's address exposed",
  },
  stalking: {
    label: 'harmful',
    hard: true,
    riskFactors: ['harassment', 'privacy_violation'],
    criminality: ['stalking'],
    tag: 'stalking',
    what: 'stalking / surveillance language',
  },
  drug_sale: {
    label: 'harmful',
    hard: true,
    riskFactors: ['inappropriate_language'],
    criminality: ['drug_trafficking'],
    tag: 'drugs',
    what: 'drug sale',
  },
  solicitation: {
    label: 'harmful',
    hard: false,
    riskFactors: ['sexual_content', 'spam'],
    criminality: ['human_trafficking'],
    tag: 'solicitation',
    what: 'paid sex solicitation',
  },
  harassment: {
    label: 'harmful',
    hard: false,
    riskFactors: ['harassment', 'inappropriate_language'],
    criminality: ['harassment'],
    tag: 'harassment',
    what: 'directed harassment',
  },
  mild_insult: {
    label: 'safe',
    hard: false,
    riskFactors: ['inappropriate_language'],
    criminality: [],
    tag: 'mild_insult',
    what: 'mild insult',
  },
  hate: {
    label: 'harmful',
    hard: true, // only calls to exclude or eliminate a group (risk >= 75) are hard
    riskFactors: ['harassment', 'inappropriate_language'],
    criminality: ['hate_speech'],
    tag: 'hate_speech',
    what: 'hate speech against a protected group',
  },
  promo_spam: {
    label: 'spam',
    hard: false,
    riskFactors: ['spam'],
    criminality: [],
    tag: 'promo_spam',
    what: 'promotional spam',
  },
};

const VIOLENT_TERM = /kill|murder|die|shoot|stab|hurt|slit|burn|beat|acid|rape|bleach|neck|bomb|gun/;
const CHILD_TERM = /porn|jailbait|underage|pedo|loli|preteen|child/;
const DRUG_TERM = /fentanyl|heroin|meth|coke|cocaine|crack|ketamine|oxy|xanax|molly|weed|pills|plug|mdma|percocet/;

/** A context signal as a contribution: one shape for the message and for the window's joined parts. */
function contextContribution(kind: keyof typeof CONTEXT_RULES, s: ContextSignal): Contribution {
  const rule = CONTEXT_RULES[kind];
  return {
    layer: 'context',
    risk: s.risk,
    hard: rule.hard && s.risk >= 75,
    label: rule.label,
    riskFactors: rule.riskFactors,
    criminality: rule.criminality,
    tags: [rule.tag],
    reason: `${rule.what} ("${s.evidence}")`,
  };
}

/**
 * The first hard finding of a hard-harm kind (threat, self-harm incitement, extortion, minors) the context layer's
 * hard readers make in a text (ADR 258: the message read with its disguise undone).
 */
function hardHarmFinding(n: NormalizedText, ctx: ModerationContext): (ContextSignal & { kind: HardKind }) | null {
  for (const s of analyzeContext(n, ctx, true).signals) {
    if (s.kind === 'sexual_request' || s.kind === 'sexual_explicit') continue;
    const rule = CONTEXT_RULES[s.kind];
    if (rule.hard && s.risk >= 75 && HARD_HARM_TAGS.has(rule.tag)) return s as ContextSignal & { kind: HardKind };
  }
  return null;
}
type HardKind = keyof typeof CONTEXT_RULES;
/** The combiner's builders the round-22 escalation composes with (ADR 266): made once, not per message. */
const ESCALATION: EscalationComposer<Contribution> = {
  contribution: (s) => contextContribution(s.kind, s),
  hardFinding: (text, ctx) => hardHarmFinding(normalizeText(text), ctx),
};

/** Applies the reading of "I'll kill you" (rules/round8.ts, ADR 156) to the message's contributions. */
function applyKillReading(kill: KillReading, contributions: Contribution[], kw: KeywordLayerResult): void {
  const threat = {
    layer: 'context' as const,
    label: 'harmful' as const,
    riskFactors: CONTEXT_RULES.threat.riskFactors,
    criminality: CONTEXT_RULES.threat.criminality,
  };
  if (kill.kind === 'threat') {
    const held = contributions.some((c) => c.hard && c.tags.includes('threat'));
    if (!held && !kw.banned.some((t) => KILL_YOU.test(t)))
      contributions.push({ ...threat, risk: 88, hard: true, tags: ['threat'], reason: `threat: "${kill.evidence}"` });
    return;
  }
  // Playful: only when every banned term is the kill phrase itself and nothing else is hard.
  if (kw.banned.some((t) => !KILL_YOU.test(t))) return;
  const ofThreat = (c: Contribution) =>
    c.tags.includes('threat') ||
    c.tags.includes('banned_keyword') ||
    (c.layer === 'classifier' && c.label === 'harmful');
  if (contributions.some((c) => c.hard && !ofThreat(c))) return;
  for (const c of contributions)
    if (ofThreat(c) && c.risk > 60)
      Object.assign(c, {
        risk: 60,
        hard: false,
        tags: [...new Set([...c.tags, 'threat', 'hyperbole'])],
        reason: `${c.reason}; hyperbole about a trivial stake between members already talking, held for review`,
      });
  if (!contributions.some((c) => c.risk >= 60 && c.tags.includes('threat')))
    contributions.push({
      ...threat,
      risk: 60,
      hard: false,
      tags: ['threat', 'hyperbole'],
      reason: `"${kill.evidence}" about a trivial stake between members already talking: hyperbole, held for review`,
    });
}

/** Whether the text model's harmful flag is among the contributions (a loop: no closure per message, ADR 190). */
function modelHarmful(contributions: readonly Contribution[]): boolean {
  for (const c of contributions) if (c.layer === 'classifier' && c.label === 'harmful') return true;
  return false;
}

/** A banned phrase a contest can explain: "i'll kill you", "gonna murder you" (not "stab you", "rape you"). */
const CONTEST_TERM = /\b(?:kill|murder)\s+you$/;

/**
 * A banned term's keyword finding set aside in place, with the reason: kept in the verdict for moderators (its tag
 * says why), no longer a finding. The one way the set-asides below (a contest, a drug named) undo a banned term.
 */
function setAsideBannedTerm(c: Contribution, tag: string, why: string): void {
  Object.assign(c, { risk: 10, hard: false, label: 'safe', riskFactors: [], criminality: [], tags: [tag] });
  c.reason = `${c.reason}; ${why}`;
}

/** ADR 308: banned drug names said in care, on a screen or of a job, nothing of a trade beside them. */
function setAsideDrugNamed(norm: NormalizedText, kw: KeywordLayerResult, cx: ContextLayerResult, out: Contribution[]) {
  if (!drugNamedNotDealt(norm, kw.banned, cx.signals)) return;
  for (const c of out)
    if (c.layer === 'keyword' && c.tags.includes('banned_keyword'))
      setAsideBannedTerm(
        c,
        'drug_named',
        'a drug named in care, on a screen or of a job, nothing of a trade beside it, not held',
      );
}

/**
 * ADR 288: a kill phrase said of a game or sport ("i'll kill you at chess tonight") is no threat when ADR 272's contest
 * clause holds it and the rest of the message holds no harm (context.ts' `contestExplains`, the one owner). Sets aside
 * the banned kill phrases the clause holds and, when one was set aside or `explained` (round 8's reading or a context
 * threat the clause explained), the text model's harmful flag once the model finds the rest below its threshold (as
 * the misfire path re-reads it). Returns whether anything was set aside. Runs only with a banned kill phrase or a
 * harmful model flag.
 */
function setAsideContest(
  norm: NormalizedText,
  ctx: ModerationContext,
  kw: KeywordLayerResult,
  model: TextClassifier | null,
  contributions: Contribution[],
): boolean {
  let rest: string | null = null;
  let termsLeft = false;
  for (const c of contributions) {
    if (c.layer !== 'keyword' || !c.tags.includes('banned_keyword')) continue;
    const term = kw.banned.find((t) => c.reason === `banned term "${t}"`);
    const explained = term && CONTEST_TERM.test(term) ? contestExplains(norm, ctx, term) : null;
    // ADR 290: the kill phrase is set aside only when the text model also reads the rest below its threshold
    if (explained === null || (model && model.probabilities(explained).harmful >= model.thresholds.harmful)) {
      termsLeft = true;
      continue;
    }
    rest = explained;
    setAsideBannedTerm(c, 'contest', 'said of a game or sport, nothing harmful beside it, not held');
  }
  if (termsLeft) return rest !== null;
  // the model's flag only on a contest's verb aimed at the reader ("kill you at chess"), read on the text as sent
  if (!modelHarmful(contributions) || !model || (rest === null && !CONTEST_AIM.test(norm.text))) return rest !== null;
  rest ??= contestExplains(norm, ctx, '');
  if (rest === null || model.probabilities(rest).harmful >= model.thresholds.harmful) return false;
  for (const c of contributions)
    if (c.layer === 'classifier' && c.label === 'harmful')
      Object.assign(c, {
        risk: Math.min(c.risk, 30),
        hard: false,
        label: 'safe',
        riskFactors: [],
        criminality: [],
        tags: [],
        reason: `${c.reason}; said of a game or sport, the rest read without it below the threshold, not held`,
      });
  return true;
}

/**
 * The severe-harm reader's second signal (ADR 301, read from the rules by ADR 307 after ADR 302's review): what the
 * rules must read before a hit of the kind is a BLOCK. 'block' → a hard finding; 'hold' → a held finding (REVIEW);
 * null → nothing. A bag of hashed features cannot see a negation or who is urged, refused or aged, and the text
 * model reads support and consent lines above any low bar while drugging and sleep harms read below it (ADR 302):
 * - minors: no finding when every stated age is 18 or over and no other minor cue word stands beside it
 *   (`adultAgeAlibi`); BLOCK beside the context rules' own under-18 cue (`minor_age`, `minor_reference`); held
 *   otherwise — a moderator looks, the member is neither dropped nor delivered to — unless the school and youth
 *   words are the speaker's job, family or a school run and none is aimed at the reader (ADR 317);
 * - self-harm incitement: the rules read the reader urged (their `self_harm_incitement` signal or
 *   `urgesReaderSelfHarm`, no negation scoping it);
 * - sexual violence: a refusal ignored, drugging, sleep / passed out or force on a person (`sexualViolenceCue`);
 * - extortion: a demand aimed at the reader and no reporting frame (`demandAtReader`);
 * - threats: the bar alone (ADR 296), but on a piece of at most CONTINUATION_MAX_WORDS words only beside the rules'
 *   threat words (ADR 307: DEVELOP's harmless split sends open with such pieces), and never when a meeting arranged,
 *   a hazard of the reader's own doing or the speaker's own feeling explains the shape (ADR 317, `threatShapeExplained`).
 */
function severeCorroborated(
  kind: SevereClass,
  kinds: ReadonlySet<ContextSignalKind>,
  norm: NormalizedText,
  threatInRest: (rest: string) => boolean,
): 'block' | 'hold' | null {
  switch (kind) {
    case 'minors':
      if (adultAgeAlibi(norm)) return null;
      if (kinds.has('minor_age') || kinds.has('minor_reference')) return 'block';
      return minorReadingExplained(norm) ? null : 'hold';
    case 'self_harm_incitement':
      return kinds.has('self_harm_incitement') || urgesReaderSelfHarm(norm) ? 'block' : null;
    case 'sexual_violence':
      return sexualViolenceCue(norm) ? 'block' : null;
    case 'extortion':
      return demandAtReader(norm) ? 'block' : null;
    default:
      // a piece a split send continues (ADR 175's continuation length): its menace may be only its shape ("i'll be
      // waiting outside your house" / "at 8"); the reading stands there with the rules' threat words only
      // ADR 322: an explainer excuses only the clauses it explains; the rest is re-read (rules, and the head).
      // `threatShapeRest` is null when nothing explains the shape: the reading stands as before.
      const rest = threatShapeRest(norm);
      if (rest !== null) return threatInRest(rest) ? 'block' : null;
      return !isContinuationPart(norm) || kinds.has('threat') || hardHarmCue(norm) === 'threat' ? 'block' : null;
  }
}

function keywordContributions(kw: KeywordLayerResult, out: Contribution[] = []): Contribution[] {
  for (const term of kw.banned) {
    const criminality: CriminalityFlag[] = [];
    const riskFactors: RiskFactor[] = ['inappropriate_language'];
    if (CHILD_TERM.test(term)) (criminality.push('child_exploitation'), riskFactors.push('sexual_content'));
    else if (VIOLENT_TERM.test(term))
      (criminality.push('threats_of_violence'), riskFactors.push('violence_references'));
    else if (DRUG_TERM.test(term)) criminality.push('drug_trafficking');
    out.push({
      layer: 'keyword',
      risk: 85,
      hard: true,
      label: 'harmful',
      riskFactors,
      criminality,
      tags: ['banned_keyword'],
      reason: `banned term "${term}"`,
    });
  }
  if (kw.slurs.length) {
    const directed = kw.hits.some((h) => h.list === 'slur' && h.directed === true);
    out.push({
      layer: 'keyword',
      risk: directed ? 80 : 65,
      hard: directed,
      label: 'harmful',
      riskFactors: ['inappropriate_language', 'harassment'],
      criminality: ['hate_speech'],
      tags: ['hate_speech'],
      reason:
        `slur${kw.slurs.length > 1 ? 's' : ''} ` +
        `${kw.slurs.map((s) => `"${s}"`).join(', ')}${directed ? ' directed at the recipient' : ''}`,
    });
  }
  if (kw.profanity.length) {
    out.push({
      layer: 'keyword',
      risk: 8,
      hard: false,
      label: 'safe',
      riskFactors: ['inappropriate_language'],
      criminality: [],
      tags: ['profanity'],
      reason: `casual profanity (${kw.profanity.join(', ')})`,
    });
  }
  return out;
}

function classifierContributions(
  c: ClassifierLayerResult,
  model: TextClassifier | null,
  out: Contribution[],
): Contribution[] {
  if (c.status !== 'ok' || !model) return out;
  for (const l of ['harmful', 'spam'] as const) {
    const p = c.probabilities[l];
    const t = model.thresholds[l];
    if (p >= t) {
      const span = l === 'harmful' ? 29 : 20; // classifier alone tops out at 74 (REVIEW)
      out.push({
        layer: 'classifier',
        risk: Math.round(45 + (span * (p - t)) / Math.max(1e-6, 1 - t)),
        hard: false,
        label: l,
        riskFactors: l === 'harmful' ? ['harassment', 'inappropriate_language'] : ['spam'],
        criminality: [],
        tags: [`classifier:${l}`],
        reason: `text model: ${l} ${(p * 100).toFixed(0)}% (threshold ${(t * 100).toFixed(0)}%)`,
      });
    } else if (p >= t * 0.35) {
      out.push({
        layer: 'classifier',
        risk: Math.round(Math.min(30, (30 * p) / t)),
        hard: false,
        label: 'safe',
        riskFactors: [],
        criminality: [],
        tags: [],
        reason: `text model: ${l} ${(p * 100).toFixed(0)}% (below threshold)`,
      });
    }
  }
  return out;
}

/**
 * A text-model harmful flag that is the message's only finding at the review line, below `MODEL_ALONE_SURE`, with
 * nothing in the text its reading needs (ADR 222): kept under the review line. Any other finding (a rule, a keyword,
 * sexual content, behaviour, a spam flag) keeps it.
 */
function modelAloneUncorroborated(
  norm: NormalizedText,
  p: number,
  contributions: Contribution[],
  consensual: boolean,
  bars: ModelAloneBars,
): void {
  let flag: Contribution | null = null;
  for (const c of contributions) {
    if (c.risk < 25) continue;
    // ADR 263: between opted-in adults, the sexual content both asked for is no finding of its own
    if (consensual && !c.hard && c.tags.includes('nsfw:consensual')) continue;
    if (c.hard || c.layer !== 'classifier' || c.label !== 'harmful') return;
    flag = c;
  }
  if (!flag) return;
  if (p < bars.alone && !consensual) {
    // ADR 271: under the model's "alone" bar only a harm class in the text corroborates it (short texts too)
    if (harmClassCorroborated(norm)) return;
  } else {
    if (tooShortToRead(norm)) return;
    // Between opted-in adults talking sex, the model's harmful reading of the sex is no reading: the sure line does
    // not apply, and what corroborates it is what the sex does not explain (ADR 263).
    if (consensual ? consensualReadingCorroborated(norm) : p >= bars.sure || harmfulReadingCorroborated(norm)) return;
  }
  Object.assign(flag, {
    risk: Math.min(flag.risk, 30),
    label: 'safe',
    riskFactors: [],
    tags: [],
    reason: `${flag.reason}; the text model alone, with nothing in the text its reading needs, not held`,
  });
}

const uniq = <T>(a: T[]): T[] => [...new Set(a)];

/** A money ask held by the money rule alone, left open at the end of the part (ADR 196; module scope: ADR 190). */
const openMoneyAsk = (norm: NormalizedText, s: ContextSignal): boolean =>
  s.kind === 'money_request' && s.risk < 75 && endsWithEvidence(norm, s);

/** Whether a rule's evidence is the end of the message (nothing but punctuation or emoji after it; ADR 196). */
function endsWithEvidence(norm: NormalizedText, s: ContextSignal): boolean {
  const at = norm.text.lastIndexOf(s.evidence);
  return s.evidence !== '' && at >= 0 && !/[\p{L}\p{N}]/u.test(norm.text.slice(at + s.evidence.length));
}

/**
 * The blocked flags of the window's parts (`recentParts`: the non-empty parts of recentMessages, the last four), in
 * the same order (ADR 206): `recentBlocked` is indexed by recentMessages, whose empty parts the window skips. Null
 * when none of those parts was blocked. One flag per part, never the blocked texts: a delivered part with the same
 * text as a blocked one is a delivered part.
 */
function blockedFlags(ctx: ModerationContext): boolean[] | null {
  const flags = ctx.recentBlocked;
  if (!flags?.length || !flags.includes(true)) return null;
  const window = windowIndices(ctx.recentMessages).map((i) => flags[i] === true);
  return window.includes(true) ? window : null;
}

/** A part the window reads: a non-empty text (an empty or non-text entry of recentMessages is skipped). */
const isWindowPart = (m: unknown): m is string => typeof m === 'string' && m.trim() !== '';

/** The indices in recentMessages of the window's earlier parts: the non-empty ones, the last four. */
function windowIndices(messages: readonly unknown[] | undefined): number[] {
  const out: number[] = [];
  for (let i = 0; i < (messages?.length ?? 0); i++) if (isWindowPart(messages![i])) out.push(i);
  return out.slice(-(WINDOW_MESSAGES - 1));
}

/** The window's earlier parts (ADR 139): the non-empty parts of recentMessages, the last four, oldest first. */
function recentParts(ctx: ModerationContext): string[] {
  return (ctx.recentMessages ?? []).filter(isWindowPart).slice(-(WINDOW_MESSAGES - 1));
}

/**
 * Whether one of the last n earlier parts (all of them by default) is one Guardian blocked (never delivered; ADR 200):
 * an act is carried over only right after it. `flags` as blockedFlags gives them.
 */
function blockedAmongLast(flags: readonly boolean[] | null, n = flags?.length ?? 0): boolean {
  if (!flags) return false;
  for (let i = Math.max(0, flags.length - n); i < flags.length; i++) if (flags[i]) return true;
  return false;
}

/**
 * Whether the latest part goes on with the blocked part just before it (ADR 200): it continues its sentence ("and
 * i'm coming tonight"), or fills the slot the blocked part left open ("and i'll break" / "your face").
 */
function continuesBlockedPart(norm: NormalizedText, last: string, lastBlocked: boolean): boolean {
  if (!lastBlocked) return false;
  return continuesSentence(norm.text) || isDanglingPart(normalizeText(last));
}

/**
 * Whether a context finding's words lie wholly in the earlier parts of the joined text (ADR 230), in the view they
 * were read in: the normalised text, or the disguise-undone view ("murd3r").
 */
function readInEarlierParts(f: Contribution, joined: NormalizedText, latest: NormalizedText): boolean {
  // A context finding's reason ends with the words it read in quotes (contextContribution); only the rare window path
  // that ends a sentence asks, so no field is added to every contribution.
  const open = f.reason.lastIndexOf('("');
  if (f.layer !== 'context' || open < 0 || !f.reason.endsWith('")')) return false;
  const words = f.reason.slice(open + 2, -2).trim();
  if (!words) return false;
  const at = joined.text.indexOf(words);
  if (at >= 0) return at + words.length <= joined.text.length - latest.text.length;
  const atUndone = joined.deobfuscated.indexOf(words);
  return atUndone >= 0 && atUndone + words.length <= joined.deobfuscated.length - latest.deobfuscated.length;
}

/** A part's views with its sentence ended by a full stop (unless it ends one already; ADR 230). */
function sentenceEnded(n: NormalizedText): NormalizedText {
  if (/[.!?]\s*$/.test(n.text)) return n;
  return { ...n, original: `${n.original}.`, text: `${n.text}.`, deobfuscated: `${n.deobfuscated}.` };
}

/** Whether a finding of the window shares a tag with one already judged (so it holds nothing new). */
function judged(f: Contribution, found: Contribution[]): boolean {
  for (const j of found) for (const t of j.tags) if (f.tags.includes(t)) return true;
  return false;
}

/** A hard combination the window found (a context finding of the rule's kind with these tags). */
function windowCombination(
  out: Contribution[],
  tags: string[],
  risk: number,
  what: string,
  rule: keyof typeof CONTEXT_RULES,
): void {
  out.push({
    layer: 'context',
    risk,
    hard: true,
    label: 'harmful',
    riskFactors: CONTEXT_RULES[rule].riskFactors,
    criminality: CONTEXT_RULES[rule].criminality,
    tags,
    reason: what,
  });
}

/** How much of the conversation the window joins (the messaging facts query reads 5 / 10 minutes). */
export const WINDOW_MESSAGES = 5;
/** Split messages are short parts: longer messages are judged on their own. */
const WINDOW_MAX_PART = 280;
/**
 * A part that is one character, or starts or ends with a lone letter that is not a word of its own in chat
 * ("a", "i", "u", "r", "y", "k", "x", "c"): a word may be spelled out over several sends.
 */
const LETTER_AT_PART_EDGE = /^\s*\S\s*$|^\s*[bd-hjl-qstvwz]\s|\s[bd-hjl-qstvwz]\s*$/i;
/** Sexual content's risk and tag by consent state and strength, as the combiner sets them for one message. */
const WINDOW_SEXUAL: Record<ContextLayerResult['consent'], [(strength: number) => number, string]> = {
  opted_in_mutual: [() => 10, 'nsfw:consensual'],
  not_opted_in_mutual: [() => 50, 'nsfw:not_opted_in'],
  opted_in_unsolicited: [() => 55, 'nsfw:unsolicited'],
  unsolicited: [(strength) => (strength >= 2 ? 80 : 60), 'nsfw:unsolicited'],
  unknown: [() => 55, 'nsfw:unknown_consent'],
};
/** A caller that passed no context (the demo, a script) is judged as the demo is. */
const contextOrDemo = (context: ModerationContext): ModerationContext =>
  context && typeof context === 'object' ? context : { surface: 'demo' };

/** A part's own words: without quotes it reports receiving, or 'that' for a quote after a framing part (ADR 175). */
const ownWords = (part: string, previous: string | undefined): string | null =>
  withoutReportedQuotes(part) ?? (quotePartAfterFrame(part, previous) ? 'that' : null);

/** Validate and sanitise the input. Throws GuardianInputError. */
export function validateText(content: unknown): string {
  if (typeof content !== 'string') throw new GuardianInputError('NOT_TEXT', 'Content must be a string');
  if (content.length > MAX_TEXT_LENGTH)
    throw new GuardianInputError('TOO_LONG', `Content is longer than ${MAX_TEXT_LENGTH} characters`);
  if (!content.trim()) throw new GuardianInputError('EMPTY', 'Content is required');
  return content;
}

export function createGuardianEngine(options: GuardianEngineOptions = {}): GuardianEngine {
  let banned = options.bannedKeywords;
  let nsfw = options.nsfwKeywords;
  let keywords = new KeywordMatcher({ bannedKeywords: banned, nsfwKeywords: nsfw });
  let model: TextClassifier | null = null;
  let modelError = '';

  const resolveModel = (m: TextClassifier | string | null | undefined): TextClassifier | null => {
    if (m === null) throw new Error('no text model configured');
    if (m instanceof TextClassifier) return m;
    return loadGuardianModel(typeof m === 'string' ? m : DEFAULT_MODEL_PATH);
  };
  try {
    model = resolveModel(options.model);
  } catch (err) {
    model = null;
    modelError = err instanceof Error ? err.message : String(err);
  }
  let aloneBars = modelAloneBars(model);

  // The severe-harm reader (ADR 296): loaded against the text model's features, re-checked when the model changes.
  const headSource = options.severityHead;
  let severeHead: SeverityHead | null = null;
  let severeError = '';
  const loadSevereHead = () => {
    severeHead = null;
    if (headSource === null) severeError = 'severe-harm reader disabled';
    else if (!model) severeError = 'severe-harm reader off: it reads the text model, which is unavailable';
    else if (headSource instanceof SeverityHead) {
      const ok = sameFeatures(headSource.features, model.features);
      severeHead = ok ? headSource : null;
      severeError = ok ? '' : "severe-harm reader invalid: feature config is not the text model's";
    } else {
      const r = tryLoadSeverityHead(headSource ?? DEFAULT_SEVERITY_HEAD_PATH, model.features);
      severeHead = r.head;
      severeError = r.error ?? '';
    }
  };
  loadSevereHead();

  // Every rule module registered its expressions at load: the shared prefilter's automaton is built here, not
  // inside the first message judged (ADR 209).
  GUARDIAN_PREFILTER.build();

  // The sender's recent messages come back with every send: their normalised views are cached.
  const recentNorms = new Map<string, NormalizedText>();
  const normalizeRecent = (m: string): NormalizedText => {
    let n = recentNorms.get(m);
    if (!n) {
      if (recentNorms.size >= 2048) recentNorms.clear();
      recentNorms.set(m, (n = normalizeText(m)));
    }
    return n;
  };

  /** What the window has read of earlier parts, so a new part does not re-read them (ADR 155). */
  const windowReads = new WindowReads<Contribution[]>();

  /** The parts' views joined in order with a space, so a phrase split over several sends reads whole. */
  const joinParts = (parts: NormalizedText[]): NormalizedText => {
    // The signals' union in first-seen order, by a plain loop (ADR 333: flatMap + Set was 1.5 % of a chat message).
    const signals: string[] = [];
    for (const p of parts) for (const s of p.signals) if (!signals.includes(s)) signals.push(s);
    return {
      original: parts.map((p) => p.original).join(' '),
      text: parts.map((p) => p.text).join(' '),
      deobfuscated: parts.map((p) => p.deobfuscated).join(' '),
      signals,
    };
  };

  /** The sender's recent messages to this member that the window reads with a new part (oldest first). */

  /**
   * The text model on one message. A fragment of one or two words sent after earlier parts (ADR 170) that the model
   * reads as sexual is also read joined with them, and stays flagged nsfw only when both readings reach the
   * threshold: "send" or "tonight" after "can you" is part of a sentence, and the model's nsfw flag on one word is
   * mostly its prior for that word. Harmful and spam flags are read as sent (measured: joining them freed harm).
   */
  function classifyMessage(
    m: TextClassifier,
    raw: string,
    norm: NormalizedText,
    ctx: ModerationContext,
  ): ClassifierLayerResult {
    const own = m.classify(norm, severeHead);
    if (own.status !== 'ok' || !own.flagged.includes('nsfw') || !isFragment(norm)) return own;
    const recent = recentParts(ctx);
    if (!recent.length) return own;
    const joined = m.classify(joinWindow([...recent, raw], [...recent.map(normalizeRecent), norm]));
    if (joined.status !== 'ok') return own;
    // The layer still reports what the model read in the fragment itself; only the flag needs both readings.
    const both = { ...own.probabilities, nsfw: Math.min(own.probabilities.nsfw, joined.probabilities.nsfw) };
    return { ...own, ...m.decide(both) };
  }

  /**
   * The window's views. A word spelled out one letter a send ("s" / "t" / "a" / "b you") is only rejoined by the
   * normaliser reading the parts together: then the raw parts are normalised as one text (rare, so not cached).
   */
  const joinWindow = (raws: string[], norms: NormalizedText[]): NormalizedText =>
    raws.some((r) => LETTER_AT_PART_EDGE.test(r)) ? normalizeText(raws.join(' ')) : joinParts(norms);

  /**
   * What the window finds in these parts read as one message (windowFindings of joinWindow). When the parts are
   * normalised as one text because a part has a lone letter at its edge, the parts normalised one by one and joined
   * are read too (ADR 252): normalised together, a chat word of one letter is fused into a word spelled out in the
   * next send ("u" / "n a k e d" reads "unaked"), which each part read alone keeps apart ("u naked"). A reading
   * added, never replacing the letter-spelled one.
   */
  function readWindow(raws: string[], norms: NormalizedText[], joined: NormalizedText, ctx: WindowContext) {
    const found = windowFindings(joined, ctx);
    if (norms.length < 2 || !raws.some((r) => LETTER_AT_PART_EDGE.test(r))) return found;
    return [...found, ...windowFindings(joinParts(norms), ctx)];
  }

  /**
   * What the joined window would be found to hold as one message, at or above the review line: hard keyword hits,
   * every context detector, sexual content under the conversation's consent state, and the combiner's
   * combinations (sexual content with a minor, money with a scam story or contact details, a minor with contact
   * details or money, a sure text model corroborated by a hard-harm cue). Mirrors moderateText's combiner.
   */
  function windowFindings(joined: NormalizedText, ctx: WindowContext): Contribution[] {
    const out: Contribution[] = [];
    const kw = keywords.match(joined);
    if (kw.banned.length || kw.slurs.length) for (const c of keywordContributions(kw)) if (c.hard) out.push(c);
    const cx = analyzeContext(joined, ctx);
    const roughTalk = cx.consent === 'opted_in_mutual' && consensualRoughTalk(joined);
    const kinds = new Set(cx.signals.map((s) => s.kind));
    for (const s of cx.signals) {
      if (s.kind === 'sexual_request' || s.kind === 'sexual_explicit') continue;
      if (roughTalk && s.kind === 'threat' && isSexSlangEvidence(s.evidence)) continue;
      if (s.risk < THRESHOLDS.review) continue;
      out.push(contextContribution(s.kind, s));
    }
    const strength = kw.nsfw.length + (kinds.has('sexual_request') ? 1 : 0);
    if (strength > 0) {
      const [riskOf, tag] = WINDOW_SEXUAL[cx.consent];
      const risk = riskOf(strength);
      if (risk >= THRESHOLDS.review)
        out.push({
          layer: 'context',
          risk,
          hard: risk >= 75,
          label: 'nsfw',
          riskFactors: ['sexual_content'],
          criminality: [],
          tags: ['nsfw', tag],
          reason: `sexual content; consent: ${cx.consent.replace(/_/g, ' ')}`,
        });
    }
    const minor = kinds.has('minor_age') || kinds.has('minor_reference');
    if (minor && strength > 0)
      windowCombination(
        out,
        ['minor_safety', 'child_exploitation'],
        98,
        'sexual content together with a minor',
        'minor_age',
      );
    if (kinds.has('minor_reference') && (kinds.has('off_platform') || kinds.has('money_request')))
      windowCombination(out, ['minor_safety'], 85, 'grooming pattern with a minor', 'minor_age');
    if (
      (kinds.has('money_request') || kinds.has('gift_card')) &&
      (kinds.has('scam_narrative') || kinds.has('off_platform'))
    )
      windowCombination(
        out,
        ['scam'],
        85,
        'money request combined with a scam narrative or off-platform contact',
        'money_request',
      );
    // Sextortion split in two: intimate media held or threatened in one part, money asked for in another.
    if (kinds.has('leak_threat') && (kinds.has('money_request') || kinds.has('gift_card')))
      windowCombination(
        out,
        ['extortion'],
        95,
        'intimate media held over the recipient together with a demand for money',
        'extortion',
      );
    // The text model reads the joined window only where a hard-harm cue is in it (as for one message, ADR 128).
    const cue = model && !roughTalk && !out.some((c) => c.hard) ? hardHarmCue(joined) : null;
    let p = -1;
    if (cue && model) {
      const cls = model.classify(joined);
      p = cls.status === 'ok' ? cls.probabilities.harmful : 0;
      if (p >= HARD_HARM_CONFIDENT)
        windowCombination(
          out,
          [CONTEXT_RULES[cue].tag],
          85,
          `${CONTEXT_RULES[cue].what}: text model harmful ${(p * 100).toFixed(0)}%`,
          cue,
        );
    }
    // ADR 281: a model file with a window bar (calibrated by its trainer on joined ordinary chat) reads the joined
    // window at that bar, a review-level flag with a harm class in the joined text; a file without one: as before.
    // The harm-class words are asked first (ADR 285): both are required, so the model reads only windows that carry
    // one — the same verdicts for a fraction of the second model pass.
    const bar = model?.windowThresholds?.harmful;
    if (bar !== undefined && model && !roughTalk && !out.some((c) => c.hard) && harmClassCorroborated(joined)) {
      if (p < 0) {
        const cls = model.classify(joined);
        p = cls.status === 'ok' ? cls.probabilities.harmful : 0;
      }
      if (p >= bar)
        out.push({
          layer: 'classifier',
          risk: Math.round(45 + (29 * (p - bar)) / Math.max(1e-6, 1 - bar)),
          hard: false,
          label: 'harmful',
          riskFactors: ['harassment', 'inappropriate_language'],
          criminality: [],
          tags: ['classifier:harmful'],
          reason:
            `text model: harmful ${(p * 100).toFixed(0)}% on the parts read as one ` +
            `(window bar ${(bar * 100).toFixed(0)}%)`,
        });
    }
    return out;
  }

  function slidingWindow(
    raw: string,
    norm: NormalizedText,
    ctx: ModerationContext,
    single: Contribution[],
  ): Contribution | null {
    const recent = recentParts(ctx);
    if (!recent.length || raw.length > WINDOW_MAX_PART || single.some((c) => c.hard)) return null;
    // The window's detectors read the conversation's consent facts only, no history (ADR 155, window-reads.ts).
    const wctx = windowContext(ctx);
    // Each part normalised on its own (cached), then joined: the views of the whole window.
    const earlier = recent.map(normalizeRecent);
    const parts = [...recent, raw];
    const partNorms = [...earlier, norm];
    const joined = joinWindow(parts, partNorms);
    // A word spelled one letter a send, its letters glued across the part boundaries (ADR 149, window-policy.ts).
    const gluedRaw = letterGluedJoin(parts);
    const glued = gluedRaw === null ? null : normalizeText(gluedRaw);
    // No gate (ADR 150): the word gate of ADR 133 was argued for hard findings only, so whether a review-level
    // finding was read depended on an unrelated word ("you") elsewhere in the window. The joined window is read
    // whenever there is one.
    // What decides the latest part is what exists only because it joined the earlier parts, judged as one message
    // would be. A hard finding always counts: had the earlier parts held it together, the last of them would have
    // been blocked and not be in the window. A review-level finding the latest part holds on its own was judged with
    // it, and one the earlier parts already held together was judged when the last of them was sent (held, and
    // delivered flagged); neither holds the next part again — unless that last part was too long for a window.
    const own = single.filter((c) => c.risk >= THRESHOLDS.review);
    const found = readWindow(parts, partNorms, joined, wctx);
    // Kept for the next send, whose earlier parts these are while the window is not full (ADR 155).
    windowReads.use(keywords, model);
    windowReads.remember(parts, wctx, found);
    const read = glued ? [...found, ...windowFindings(glued, wctx)] : found;
    let fresh = read.filter((f) => f.hard || !judged(f, own));
    const flags = fresh.some((f) => f.hard) ? blockedFlags(ctx) : null;
    // A part Guardian blocked is in the window too (ADR 200): a hard finding it held alone, or the earlier parts held
    // together, was judged when it was blocked, and blocks the latest part again only when that part carries the
    // blocked act over to someone new ("and your sister too") or goes on with the sentence of a blocked part just
    // before it ("and i'm coming tonight"); an unrelated part after a block is read as before.
    if (
      flags &&
      !(
        blockedAmongLast(flags, 2) &&
        (carriesActOver(norm.text, norm.deobfuscated, raw) ||
          namesNextInLine(norm.text, norm.deobfuscated, raw, flags[flags.length - 1]))
      ) &&
      !continuesBlockedPart(norm, recent[recent.length - 1], flags[flags.length - 1])
    ) {
      const before = windowReads.join(recent, wctx, () =>
        readWindow(recent, earlier, joinWindow(recent, earlier), wctx),
      );
      fresh = fresh.filter((f) => !f.hard || !judged(f, before));
      for (let i = 0; i < earlier.length && fresh.some((f) => f.hard); i++) {
        if (!flags[i]) continue;
        const part = windowReads.part(recent[i], wctx, () => windowFindings(earlier[i], wctx));
        fresh = fresh.filter((f) => !f.hard || !judged(f, part));
      }
    }
    // The latest part left open in a two-way chat (ADR 178, ADR 196: "venmo me") is judged with the part that completes
    // it (moderateText): a review-level finding it carries alone is not held now, wherever it stands in the window.
    if (
      fresh.some((f) => !f.hard) &&
      ctx.recipientHasReplied === true &&
      ctx.surface === 'message' &&
      isDanglingPart(norm)
    ) {
      const alone = windowFindings(norm, wctx);
      fresh = fresh.filter((f) => f.hard || !judged(f, alone));
    }
    if (fresh.some((f) => !f.hard) && recent[recent.length - 1].length <= WINDOW_MAX_PART) {
      // Each earlier part was judged on its own when it was sent, and the last of them together with the parts
      // before it (ADR 149, ADR 150): a finding either reading held does not hold the latest part again. Both
      // readings are kept per engine, so a part is not re-read by every send that follows it (ADR 155).
      // Read one at a time, and no further once no review-level finding is left (the same findings are dropped).
      const joinedBefore = windowReads.join(recent, wctx, () =>
        readWindow(recent, earlier, joinWindow(recent, earlier), wctx),
      );
      fresh = fresh.filter((f) => f.hard || !judged(f, joinedBefore));
      for (let i = 0; i < earlier.length && fresh.some((f) => !f.hard); i++) {
        const part = windowReads.part(recent[i], wctx, () => windowFindings(earlier[i], wctx));
        fresh = fresh.filter((f) => f.hard || !judged(f, part));
      }
    }
    // A send after a finished sentence that opens a clause of its own ends that sentence (ADR 230): a finding whose
    // words lie wholly in the earlier parts (the latest part added only that the text went on) holds the part only if
    // the parts read as one message with a full stop at each such boundary hold it too, so "my mum is going to murder
    // me" / "i forgot her birthday" is not read as "… murder me i …". Words read across the boundary ("you can say no"
    // / "i just won't listen") are a reading of both parts and stay. Last, and only for such findings: rare.
    if (
      fresh.length &&
      !glued &&
      fresh.some((f) => readInEarlierParts(f, joined, norm)) &&
      ![...recent, raw].some((r) => LETTER_AT_PART_EDGE.test(r))
    ) {
      const parts = [...recent, raw];
      let ends = false;
      const ended = [...earlier, norm].map((n, i) => {
        if (i + 1 >= parts.length || !boundaryEndsSentence(parts.slice(0, i + 1), parts[i + 1])) return n;
        ends = true;
        return sentenceEnded(n);
      });
      if (ends) {
        const heldEnded = windowFindings(joinParts(ended), wctx);
        fresh = fresh.filter((f) => judged(f, heldEnded) || !readInEarlierParts(f, joined, norm));
      }
    }
    if (!fresh.length) return null;
    fresh.sort((a, b) => (a.hard === b.hard ? b.risk - a.risk : a.hard ? -1 : 1));
    const top = fresh[0];
    return {
      ...top,
      layer: top.layer,
      tags: [...top.tags, 'split_message'],
      reason: `${top.reason}, split over the sender's last ${recent.length + 1} messages`,
    };
  }

  /**
   * The earlier parts and this one read as one message by every layer, with no window of their own: a continuation of
   * a recommendation, a piece of a sentence (ADR 252), the part after a model-held piece.
   */
  const readAsOneSentence = (recent: readonly string[], raw: string, ctx: ModerationContext): GuardianVerdict =>
    judgeText([...recent, raw].join(' '), { ...ctx, recentMessages: [], recentBlocked: undefined });

  /**
   * A part delivered as a piece of the earlier parts' sentence though the text model alone held it (ADR 252): like an
   * open part (ADR 178), the part after it is read as one message with it by every layer, the model included, so the
   * model's reading of the piece is not lost when the sentence goes on ("send" / "the pics" / "or else").
   */
  function modelHeldPiece(part: string): boolean {
    if (!model || !isSentencePiece(part)) return false;
    const cls = model.classify(normalizeRecent(part));
    return cls.status === 'ok' && cls.flagged.length > 0;
  }

  /**
   * The sender's blocked parts are in the window (ADR 200): the part is judged with them, and also as it was before
   * they were kept (the delivered parts only), and the more severe verdict stands, so keeping blocked parts never
   * frees a part the delivered window would hold. Only a part sent within the window after a block is read twice.
   */
  function moderateText(content: string, context: ModerationContext): GuardianVerdict {
    if (!context?.recentBlocked || !blockedFlags(context)) return moderateOnce(content, context);
    const withBlocked = moderateOnce(content, context);
    if (withBlocked.decision === 'BLOCK') return withBlocked;
    const blocked = context.recentBlocked;
    const delivered = (context.recentMessages ?? []).filter((_, i) => blocked[i] !== true);
    const before = moderateOnce(content, { ...context, recentMessages: delivered, recentBlocked: undefined });
    return SEVERITY[before.decision] > SEVERITY[withBlocked.decision] ? before : withBlocked;
  }

  /**
   * A verdict, read again where the message is not what it looks like alone (ADR 175): words quoted from someone
   * else are set aside and the member's own words judged; a short later part held by the rules alone is read as
   * the sentence it completes with the sender's earlier parts. Either reading frees a message only when it is ALLOW.
   */
  function moderateOnce(content: string, context: ModerationContext): GuardianVerdict {
    const verdict = judgeText(content, context);
    const ctx = contextOrDemo(context);
    const raw = validateText(content);
    const recent = recentParts(ctx);
    // The window's blocked flags, aligned with recent: a reading with other earlier parts passes theirs (ADR 206).
    const flags = blockedFlags(ctx);
    // The part after a dangling one (round 12, ADR 178): the open sentence and this part are judged as one message by
    // every layer, the text model included (the window's rules alone miss "pay" / "me or else"); the more severe of
    // that reading and the part's own verdict stands.
    const last = recent[recent.length - 1];
    const joins = verdict.decision !== 'BLOCK' && ctx.recipientHasReplied === true && last !== undefined;
    const open = joins && isDanglingPart(normalizeRecent(last));
    if (open || (joins && modelHeldPiece(last))) {
      // An open part is joined with this one, the parts before it the window; a piece is read with its whole sentence.
      const joined = open
        ? judgeText(`${last} ${raw}`, {
            ...ctx,
            recentMessages: recent.slice(0, -1),
            recentBlocked: flags?.slice(0, -1),
          })
        : readAsOneSentence(recent, raw, ctx);
      if (SEVERITY[joined.decision] > SEVERITY[verdict.decision])
        return {
          ...joined,
          reasoning:
            `${joined.decision} (risk ${joined.riskScore}/100): completes the open sentence of the sender's previous ` +
            `part, read as one message with it (${joined.reasoning})`,
          policyTags: [...new Set([...joined.policyTags, 'split_message'])],
          flaggedTerms: [...new Set([...verdict.flaggedTerms, ...joined.flaggedTerms])],
          normalizedText: verdict.normalizedText,
        };
    }
    if (verdict.decision === 'ALLOW') return verdict;
    // Only in a two-way chat: quoting abuse to report it is something a match does; a stranger's opener that
    // wraps a threat in "someone sent me …, reported" would otherwise deliver the threat.
    if (ctx.recipientHasReplied === true) {
      const own = ownWords(raw, recent[recent.length - 1]);
      if (own !== null) {
        const read = judgeText(own, ctx);
        if (read.decision === 'ALLOW')
          return freed(verdict, read, 'the words in quotes are what someone else sent or said, reported by the member');
      }
      // A piece of the sentence the earlier parts began ("send me" / "the pics", "you're getting" / "a blowtorch"),
      // held by the text model alone on its few words (ADR 252): the sentence is the piece joined with the earlier
      // parts, read as one message by every layer (the model included); the piece is delivered only when that is
      // ALLOW, so it is never looser than the same words sent at once.
      if (
        recent.length &&
        verdict.decision === 'REVIEW' &&
        verdict.layersTriggered.length === 1 &&
        verdict.layerTriggered === 'classifier' &&
        isSentencePiece(raw) &&
        !weaponAtReader(raw, recent) &&
        !kinPiece(raw)
      ) {
        const read = readAsOneSentence(recent, raw, ctx);
        if (read.decision === 'ALLOW')
          return freed(
            verdict,
            read,
            "a piece of the sentence the sender's earlier parts began, read as one with them",
          );
      }
      // The window read a quote an earlier part passed on (delivered by the reading above): read again without it.
      if (verdict.policyTags.includes('split_message')) {
        const earlier = recent.map((r, i) => ownWords(r, recent[i - 1]) ?? r);
        if (earlier.some((r, i) => r !== recent[i])) {
          const read = judgeText(raw, { ...ctx, recentMessages: earlier, recentBlocked: flags ?? undefined });
          if (read.decision === 'ALLOW')
            return freed(verdict, read, 'the words in quotes the earlier parts passed on are what someone else sent');
        }
      }
    }
    const cls = verdict.layers.classifier;
    if (
      recent.length &&
      recommendationOpened(recent.join(' ')) &&
      !verdict.policyTags.includes('split_message') &&
      !(cls.status === 'ok' && cls.flagged.length) &&
      isContinuationPart(normalizeText(raw))
    ) {
      const read = readAsOneSentence(recent, raw, ctx);
      if (read.decision === 'ALLOW')
        return freed(verdict, read, "read as one message with the sender's earlier parts, whose sentence it completes");
    }
    return verdict;
  }

  const SEVERITY: Record<GuardianVerdict['decision'], number> = { ALLOW: 0, REVIEW: 1, BLOCK: 2 };

  /** The verdict of a second reading that is ALLOW, told as the message's own. */
  const freed = (held: GuardianVerdict, read: GuardianVerdict, why: string): GuardianVerdict => ({
    ...read,
    reasoning: `ALLOW (risk ${read.riskScore}/100): ${why}; alone it would be ${held.decision} (${held.reasoning})`,
    flaggedTerms: held.flaggedTerms,
    normalizedText: held.normalizedText,
  });

  function judgeText(content: string, context: ModerationContext): GuardianVerdict {
    const raw = validateText(content);
    const ctx = contextOrDemo(context);
    const norm = normalizeText(raw);
    if (!norm.text) throw new GuardianInputError('EMPTY', 'Content is required');

    // Layers
    const kw = keywords.match(norm);
    const cls: ClassifierLayerResult = model
      ? classifyMessage(model, raw, norm, ctx)
      : UNAVAILABLE_CLASSIFIER(modelError || 'text model unavailable');
    // The severe-harm reader read the message's own features in that pass (ADR 296).
    const severe: SevereReading | null = severeHead && cls.status === 'ok' ? severeHead.reading() : null;
    const cx = analyzeContext(norm, ctx);
    const bh = analyzeBehaviour(ctx);

    // Consenting adults (ADR 135): both opted in to explicit text and already talking. Sex slang that
    // sounds violent ("i'd pound you so hard", "wreck me") is sex, not a threat, when nothing in the
    // message speaks of injury, a condition or a refusal; a refusal ignored is sexual violence even
    // without an explicit word, because the conversation is already sexual.
    const optedIn = cx.consent === 'opted_in_mutual' || cx.consent === 'opted_in_unsolicited';
    const roughTalk = cx.consent === 'opted_in_mutual' && consensualRoughTalk(norm);
    const noConsent = optedIn && noConsentCue(norm);

    // Contributions
    const contributions: Contribution[] = classifierContributions(cls, model, keywordContributions(kw));
    for (const s of cx.signals) {
      if (s.kind === 'sexual_request' || s.kind === 'sexual_explicit') continue;
      if (roughTalk && s.kind === 'threat' && isSexSlangEvidence(s.evidence)) continue;
      contributions.push(contextContribution(s.kind, s));
    }
    if (noConsent && !contributions.some((c) => c.hard && c.tags.includes('threat')))
      contributions.push({
        layer: 'context',
        risk: 92,
        hard: true,
        label: 'harmful',
        riskFactors: CONTEXT_RULES.threat.riskFactors,
        criminality: CONTEXT_RULES.threat.criminality,
        tags: ['threat'],
        reason: 'sexual violence: a refusal ignored in a conversation both members opted in to',
      });
    const kinds = new Set(cx.signals.map((s) => s.kind));

    // The severe-harm reader (ADR 296): at or above its kind's bar (ADR 301), a hard finding of its kind (BLOCK
    // whatever the trust) when the rules read what the kind needs (`severeCorroborated`, ADR 307); a minors reading
    // with no rule cue is held (REVIEW), not BLOCKED.
    // Not on short pieces (SEVERE_MIN_WORDS), nor (threats, sexual violence) between consenting adults when nothing in
    // the text is what sex talk does not explain (ADR 135, 263: the consent rules read it; a refusal ignored is the
    // hard finding above).
    if (
      severe &&
      severeHead &&
      severeHead.reaches(severe) &&
      !roughTalk &&
      atLeastWords(norm, SEVERE_MIN_WORDS) &&
      !(
        severeViolence(severe.kind) &&
        cx.consent === 'opted_in_mutual' &&
        !noConsent &&
        !consensualReadingCorroborated(norm)
      )
    ) {
      const head = severeHead;
      const threatInRest = (rest: string): boolean => {
        if (threatReadInRest(rest, norm, ctx)) return true;
        const restNorm = normalizeText(rest);
        const cue = hardHarmCue(restNorm);
        // hardHarmCue prepared the shared scan for the rest: the message's own views again for the readers after this
        GUARDIAN_PREFILTER.prepare(textViews(norm));
        if (cue === 'threat') return true;
        if (!model || !atLeastWords(restNorm, SEVERE_MIN_WORDS) || !CONSEQUENCE_AT_READER.test(rest)) return false;
        const again = model.classify(restNorm, head);
        const r = again.status === 'ok' ? head.reading() : null;
        return r !== null && r.kind === 'threat_violence' && head.reaches(r);
      };
      const corroborated = severeCorroborated(severe.kind, kinds, norm, threatInRest);
      if (corroborated) {
        const finding = corroborated === 'block' ? severeFinding(severe) : heldSevereFinding(severe);
        contributions.push({ layer: 'classifier', label: 'harmful', ...finding });
      }
    }

    // Hard harms whatever the trust (policy.ts, ADR 128): the text model sure the message is harmful,
    // corroborated by the rules (a hard-harm finding below the block line, or a hard-harm cue), is a hard
    // finding of that kind; a text-model flag with a cue is a finding of that kind (no trust discount).
    if (cls.status === 'ok' && model && cls.probabilities.harmful >= model.thresholds.harmful && !roughTalk) {
      const p = cls.probabilities.harmful;
      const hasHardHarm = contributions.some((c) => c.hard && isHardHarm(c.tags));
      const below = contributions.find(
        (c) => c.layer === 'context' && !c.hard && c.risk >= THRESHOLDS.review && c.tags.includes('leak_threat'),
      );
      const cue = hasHardHarm ? null : below ? 'leak_threat' : hardHarmCue(norm);
      if (cue) {
        const rule = CONTEXT_RULES[cue];
        if (p >= HARD_HARM_CONFIDENT)
          contributions.push({
            layer: 'classifier',
            risk: 85,
            hard: true,
            label: 'harmful',
            riskFactors: rule.riskFactors,
            criminality: rule.criminality,
            tags: [rule.tag],
            reason: `${rule.what}: text model harmful ${(p * 100).toFixed(0)}%, corroborated by the rules`,
          });
        else
          for (const c of contributions)
            if (c.layer === 'classifier' && c.label === 'harmful' && !c.tags.includes(rule.tag)) c.tags.push(rule.tag);
      }
    }
    // Round 22 (ADR 258, rules/round22-escalation.ts): a harmful hold below the block line with a disguise the views
    // leave, read once with it undone by the hard readers; a hard finding there is the second signal (BLOCK).
    if (cls.status === 'ok' && !roughTalk) {
      const unmasked = unmaskedEscalation(
        ESCALATION,
        norm,
        ctx,
        cls.flagged.includes('harmful'),
        contributions,
        THRESHOLDS.review,
      );
      if (unmasked) contributions.push(unmasked);
    }
    // A game or sport (ADR 288): a banned kill phrase, and the text model's flag, that a contest's clause explains.
    if (kw.banned.length || modelHarmful(contributions)) setAsideContest(norm, ctx, kw, model, contributions);
    if (kw.banned.length) setAsideDrugNamed(norm, kw, cx, contributions);
    // Known misfires (round 6, ADR 140, rules/misfires.ts): a slur aimed at nobody and read as the speaker's
    // own identity or as a cigarette, profanity aimed at nobody, and a link to a harmless kind of page are not
    // held by that word, the text model or the link alone. Any other finding (a rule at the review line,
    // contempt, a hard-harm cue) keeps the message as it was.
    // The text model reads the message again without the words the misfire is about: it stands only when
    // the model finds the rest harmless (a link misfire is about the link, read by the rules alone).
    let misfire = misfireReading(kw, cx.signals, norm);
    if (misfire && misfire.kind !== 'link' && model && cls.status === 'ok')
      if (model.probabilities(withoutMisfireWords(norm, misfire.kind)).harmful >= model.thresholds.harmful)
        misfire = null;
    if (misfire && cls.status === 'ok') {
      for (const c of contributions) {
        const slur = misfire.kind === 'slur' && c.layer === 'keyword' && c.tags.includes('hate_speech');
        const model =
          c.layer === 'classifier' && !c.hard && (misfire.kind === 'link' ? c.label === 'spam' : c.label === 'harmful');
        if (slur || model)
          Object.assign(c, {
            risk: Math.min(c.risk, slur ? 10 : 30),
            hard: false,
            label: 'safe',
            riskFactors: slur ? ['inappropriate_language'] : [],
            criminality: [],
            tags: slur ? ['slur_not_aimed'] : [],
            reason: `${c.reason}; ${misfire.why}, not held`,
          });
      }
    }
    // "I'll kill you" (round 8, ADR 156) is never delivered. Between members already talking, about a trivial stake
    // with no coercion, place or weapon ("i'll kill you if you spoil the finale"), it is held for review: the
    // threat findings of those words are capped under the block line, and kept at the review line whatever the
    // trust (the threat tag keeps the trust discount off). Otherwise it is a threat that blocks.
    // ADR 288: not when a contest's clause holds it (ADR 272's clause, the one owner; round 8's AT_GAME is its subset).
    const kill = killYouReading(norm, ctx);
    if (kill && contestExplains(norm, ctx, kill.evidence) === null) applyKillReading(kill, contributions, kw);

    // Self-descriptions ("my 12 year old daughter", "divorced with kids", "I teach 8th grade") are
    // not about minors: the text model alone does not hold them when no rule found anything.
    // The regular expression (large) runs last: only when a classifier finding it could soften exists.
    if (
      cls.status === 'ok' &&
      kw.hits.length === 0 &&
      contributions.some((c) => c.layer === 'classifier' && c.label === 'harmful' && !c.hard) &&
      !cx.signals.some((s) => s.risk >= 25) &&
      FAMILY_SELF_DESCRIPTION.test(norm.text)
    ) {
      for (const c of contributions)
        if (c.layer === 'classifier' && c.label === 'harmful' && !c.hard)
          Object.assign(c, {
            risk: Math.min(c.risk, 30),
            label: 'safe',
            riskFactors: [],
            tags: [],
            reason: `${c.reason}; family self-description, not held`,
          });
    }

    // Peer repayment (ADR 175, rules/misfires.ts): a share of a plan paid back without hurry, or the speaker paying
    // their half, is not a request for money when nothing else in the message is a scam story, a gift card or a move
    // off the app.
    if (
      kinds.has('money_request') &&
      !kinds.has('scam_narrative') &&
      !kinds.has('off_platform') &&
      !kinds.has('gift_card') &&
      peerRepayment(norm)
    )
      for (const c of contributions)
        if (c.layer === 'context' && !c.hard && c.tags.includes('money_request'))
          Object.assign(c, {
            risk: Math.min(c.risk, 20),
            label: 'safe',
            riskFactors: [],
            criminality: [],
            tags: [],
            reason: `${c.reason}; a share of a plan paid back or paid by the speaker, not held`,
          });

    // A dangling first part (round 12, ADR 178, policy.ts): a short sentence stopping on a violent or money verb with
    // nothing after it, held by the text model alone, in a chat the reader replied to, is delivered; the sliding
    // window reads it with the next part. Round 14 (ADR 196): a money ask to the speaker left open ("venmo me") held
    // by the money rule alone is open too — the finding must end the part (nothing asked for yet) and be the only
    // rule finding, so a scam story, a gift card, a move off the app or a threat beside it keeps the part held.
    if (
      ctx.recipientHasReplied === true &&
      ctx.surface === 'message' &&
      cls.status === 'ok' &&
      kw.hits.length === 0 &&
      cx.signals.every((s) => s.risk < 25 || openMoneyAsk(norm, s)) &&
      contributions.some((c) => !c.hard && c.label !== 'safe' && (c.layer === 'classifier' || c.layer === 'context')) &&
      isDanglingPart(norm) &&
      hardHarmCue(norm) === null
    )
      for (const c of contributions)
        if (
          !c.hard &&
          ((c.layer === 'classifier' && (c.label === 'harmful' || c.label === 'spam')) ||
            (c.layer === 'context' && c.tags.includes('money_request')))
        )
          Object.assign(c, {
            risk: Math.min(c.risk, 30),
            label: 'safe',
            riskFactors: [],
            criminality: c.layer === 'context' ? [] : c.criminality,
            tags: [],
            reason: `${c.reason}; a sentence left open (no one and nothing named yet), read with the next part`,
          });

    // Contact details for a date both arranged (round 12, ADR 178, rules/misfires.ts): in a chat the reader replied
    // to, the off-platform rules kept under the review line (a meeting arranged, the reader asked) and nothing else
    // found, the text model's spam flag is read again without the number or handle.
    if (
      ctx.recipientHasReplied === true &&
      model &&
      cls.status === 'ok' &&
      cls.flagged.includes('spam') &&
      kinds.has('off_platform') &&
      kw.hits.length === 0 &&
      cx.signals.every((s) => (s.kind === 'off_platform' ? s.risk < THRESHOLDS.review : s.risk < 25)) &&
      dateContactExchange(norm) &&
      model.probabilities(withoutContactDetails(norm)).spam < model.thresholds.spam
    )
      for (const c of contributions)
        if (c.layer === 'classifier' && c.label === 'spam' && !c.hard)
          Object.assign(c, {
            risk: Math.min(c.risk, 30),
            label: 'safe',
            riskFactors: [],
            tags: [],
            reason: `${c.reason}; contact details for a date both arranged, read without them, not held`,
          });

    // Sexual content: strength from keyword hits, explicit requests, classifier; decision from consent.
    const sexualRequest = cx.signals.find(
      (s) => s.kind === 'sexual_request' && !(misfire?.kind === 'profanity' && s.evidence === 'fuck me'),
    );
    // "fuck me, that hike was steep" is an exclamation, not sexual content (ADR 140).
    const nsfwTerms = misfire?.kind === 'profanity' ? kw.nsfw.filter((t) => t !== 'fuck me') : kw.nsfw;
    // ADR 271: a text model's sexual reading of a text under four words, with no sexual word and no sexual-request
    // rule, in a chat the reader replied to, is a first part ("send a pic" | "of the puppy"): not counted alone; the
    // window reads it with the next part. A stranger's short text is read as it stands, and so is a later part: the
    // model has read it with the earlier parts already (ADR 170), "can you send" | "nudes" stays held.
    const nsfwFlagged =
      cls.status === 'ok' &&
      cls.flagged.includes('nsfw') &&
      !(
        nsfwTerms.length === 0 &&
        !sexualRequest &&
        ctx.recipientHasReplied === true &&
        ctx.surface === 'message' &&
        tooShortToRead(norm) &&
        !(ctx.recentMessages ?? []).some(isWindowPart)
      );
    const strength = nsfwTerms.length + (sexualRequest ? 1 : 0) + (nsfwFlagged ? 1 : 0);
    const minor = kinds.has('minor_age') || kinds.has('minor_reference');
    if (strength > 0) {
      const sexualLayer: Contribution['layer'] = nsfwTerms.length
        ? 'keyword'
        : sexualRequest
          ? 'context'
          : 'classifier';
      const what = [
        nsfwTerms.length ? `NSFW terms ${nsfwTerms.map((t) => `"${t}"`).join(', ')}` : '',
        sexualRequest ? `sexual request ("${sexualRequest.evidence}")` : '',
        nsfwFlagged ? `text model nsfw ${(cls.probabilities.nsfw * 100).toFixed(0)}%` : '',
      ]
        .filter(Boolean)
        .join('; ');
      let risk: number;
      let hard = false;
      let tag: string;
      switch (cx.consent) {
        case 'opted_in_mutual':
          risk = 10;
          tag = 'nsfw:consensual';
          break;
        case 'not_opted_in_mutual':
          risk = 50;
          tag = 'nsfw:not_opted_in';
          break;
        case 'opted_in_unsolicited':
          risk = 55;
          tag = 'nsfw:unsolicited';
          break;
        case 'unsolicited':
          risk = strength >= 2 ? 80 : 60;
          hard = strength >= 2;
          tag = 'nsfw:unsolicited';
          break;
        default:
          risk = 55;
          tag = 'nsfw:unknown_consent';
      }
      contributions.push({
        layer: sexualLayer,
        risk,
        hard,
        label: 'nsfw',
        riskFactors: ['sexual_content'],
        criminality: [],
        tags: ['nsfw', tag],
        reason: `sexual content (${what}); consent: ${cx.consent.replace(/_/g, ' ')}`,
      });
      if (minor) {
        contributions.push({
          layer: 'context',
          risk: 98,
          hard: true,
          label: 'harmful',
          riskFactors: ['sexual_content'],
          criminality: ['child_exploitation'],
          tags: ['minor_safety', 'child_exploitation'],
          reason: 'sexual content together with a minor',
        });
      }
    }
    // Consenting adults (ADR 135): the text model reads explicit words as "harmful" or "spam". When the
    // message is sexual and nothing but sexual content was found — no hard finding, no other rule at the
    // review line — its score does not hold the message between two adults who both opted in.
    if (
      cx.consent === 'opted_in_mutual' &&
      cls.status === 'ok' &&
      (strength > 0 || roughTalk || sexualTalk(norm)) &&
      !contemptIn(norm) &&
      !contributions.some((c) => c.hard) &&
      !contributions.some((c) => c.layer !== 'classifier' && c.label !== 'nsfw' && c.risk >= 25) &&
      (roughTalk || hardHarmCue(norm) === null)
    ) {
      for (const c of contributions)
        if (c.layer === 'classifier' && (c.label === 'harmful' || c.label === 'spam'))
          Object.assign(c, {
            risk: Math.min(c.risk, 20),
            label: 'safe',
            riskFactors: [],
            tags: [],
            reason: `${c.reason}; sexual talk between consenting adults, not held`,
          });
    }
    // Combinations that make a scam.
    if (
      (kinds.has('money_request') || kinds.has('gift_card')) &&
      (kinds.has('scam_narrative') || kinds.has('off_platform'))
    ) {
      contributions.push({
        layer: 'context',
        risk: 85,
        hard: true,
        label: 'harmful',
        riskFactors: ['misleading_information'],
        criminality: ['fraud'],
        tags: ['scam'],
        reason: 'money request combined with a scam narrative or off-platform contact',
      });
    }
    if (kinds.has('minor_reference') && (kinds.has('off_platform') || kinds.has('money_request'))) {
      contributions.push({
        layer: 'context',
        risk: 85,
        hard: true,
        label: 'harmful',
        riskFactors: ['sexual_content'],
        criminality: ['child_exploitation'],
        tags: ['minor_safety'],
        reason: 'grooming pattern with a minor',
      });
    }
    // Round 22 (ADR 258, rules/round22-escalation.ts): a demand held beside a lever of exposure (extortion), a child
    // in sexual content held (minor), a refusal taken away in it (sexual violence), an end urged beside contempt
    // (incitement to self-harm).
    const held = heldEscalation(ESCALATION, norm, kinds, strength, optedIn, contributions, THRESHOLDS.review);
    if (held) contributions.push(held);
    if (bh.risk > 0) {
      contributions.push({
        layer: 'behaviour',
        risk: bh.risk,
        hard: bh.risk >= 75,
        label: 'spam',
        riskFactors: ['spam'],
        criminality: [],
        tags: ['behaviour'],
        reason: bh.factors.slice(1).join('; '),
      });
    }

    // The text model alone (ADR 222, rules/model-corroboration.ts): a harmful flag that is the message's only finding
    // at the review line, and not sure, holds it only when the text carries something that reading needs (the reader,
    // a hidden word, a word of a harm class, someone other than the speaker).
    if (cls.status === 'ok' && cls.flagged.includes('harmful'))
      modelAloneUncorroborated(
        norm,
        cls.probabilities.harmful,
        contributions,
        cx.consent === 'opted_in_mutual' && !noConsent && sexTalk(norm),
        aloneBars,
      );

    // Sliding window: a message split over several sends. The sender's recent messages to this member
    // (ctx.recentMessages, oldest first) are read together with this one; a hard finding that only
    // exists in the joined text is judged on the latest part.
    const windowFinding = slidingWindow(raw, norm, ctx, contributions);
    if (windowFinding) contributions.push(windowFinding);

    // Combine (one pass over the sorted contributions for every list; same order and values as filter/flatMap)
    contributions.sort((a, b) => b.risk - a.risk || (a.hard === b.hard ? 0 : a.hard ? -1 : 1));
    const top = contributions[0];
    const base = top?.risk ?? 0;
    let others = 0;
    for (let i = 1; i < contributions.length; i++) if (contributions[i].risk >= 25) others += contributions[i].risk;
    const bonus = Math.min(10, 0.15 * others);
    // A high trust score never discounts findings that stand on their own: a hard harm that decides the verdict
    // (ADR 128) or findings that reach the block line alone (ADR 162); policy.ts owns the rule.
    let hardHarmDecides = false;
    let hard = false;
    for (const c of contributions) {
      if (c.hard) hard = true;
      if (!hardHarmDecides && c.risk >= THRESHOLDS.review && isHardHarm(c.tags)) hardHarmDecides = true;
    }
    const adj = appliedTrustAdjustment(
      base >= 25 ? bh.riskAdjustment : Math.min(bh.riskAdjustment, 8),
      hardHarmDecides || Math.round(base + bonus) >= THRESHOLDS.block,
    );
    let risk = Math.round(Math.max(0, Math.min(100, base + bonus + adj)));
    if (hard) risk = Math.max(risk, 80);
    const decision: GuardianDecision =
      hard || risk >= THRESHOLDS.block ? 'BLOCK' : risk >= THRESHOLDS.review ? 'REVIEW' : 'ALLOW';

    // Labels and flags
    let harmfulPresent = false;
    let nsfwPresent = false;
    let spamPresent = false;
    const riskFactors: RiskFactor[] = [];
    const criminalityFlags: CriminalityFlag[] = [];
    const policyTags: string[] = [];
    const layersTriggered: Exclude<GuardianLayer, 'none'>[] = [];
    const found: Contribution[] = [];
    for (const c of contributions) {
      const significant = c.risk >= 25 || c.tags.includes('nsfw:consensual');
      if (significant) {
        if (c.label === 'harmful') harmfulPresent = true;
        else if (c.label === 'nsfw') nsfwPresent = true;
        else if (c.label === 'spam') spamPresent = true;
        if (c.risk >= 40) for (const f of c.criminality) if (!criminalityFlags.includes(f)) criminalityFlags.push(f);
      }
      if (c.risk >= 8) {
        found.push(c);
        for (const f of c.riskFactors) if (!riskFactors.includes(f)) riskFactors.push(f);
        for (const t of c.tags) if (!policyTags.includes(t)) policyTags.push(t);
      }
      if (c.risk >= 25 && !layersTriggered.includes(c.layer)) layersTriggered.push(c.layer);
    }
    const prediction: GuardianLabel = harmfulPresent ? 'harmful' : nsfwPresent ? 'nsfw' : spamPresent ? 'spam' : 'safe';
    if (bh.trustBand === 'very_low' || bh.trustBand === 'low') policyTags.push('low_trust');
    const driver =
      contributions.find((c) => c.label === prediction && c.risk >= 25) ?? (top && top.risk >= 25 ? top : undefined);
    const layerTriggered: GuardianLayer = driver ? driver.layer : 'none';

    let confidence: number;
    if (prediction === 'safe')
      confidence =
        cls.status === 'ok'
          ? Math.max(0.5, 1 - Math.max(cls.probabilities.harmful, cls.probabilities.nsfw, cls.probabilities.spam))
          : 0.6;
    else {
      const ruleConf = 0.5 + (driver?.risk ?? risk) / 200;
      confidence = cls.status === 'ok' ? Math.max(ruleConf, cls.probabilities[prediction]) : ruleConf;
    }
    confidence = Math.round(Math.min(0.99, confidence) * 1000) / 1000;

    // Trust update
    const trust = clampTrust(ctx.sender?.trustScore);
    let newTrust = trust;
    if (decision === 'BLOCK') newTrust = trust - Math.round(8 + Math.max(0, risk - 75) / 2.5);
    else if (decision === 'REVIEW') newTrust = trust - 2;
    else if (risk < 20) newTrust = trust + 1;
    newTrust = Math.max(0, Math.min(100, newTrust));

    // Reasoning
    const findings = found.length
      ? found
          .slice(0, 5)
          .map((c) => `${c.layer}: ${c.reason}`)
          .join('; ')
      : 'no layer found a problem';
    const adjustment = bh.riskAdjustment
      ? `, risk adjustment ${bh.riskAdjustment > 0 ? '+' : ''}${bh.riskAdjustment}`
      : '';
    const modelNote =
      cls.status === 'unavailable' ? ' Text model unavailable: keyword, context and behaviour layers only.' : '';
    const reasoning =
      `${decision} (risk ${risk}/100). ${findings.charAt(0).toUpperCase()}${findings.slice(1)}. ` +
      `Sender trust ${trust} (${bh.trustBand.replace('_', ' ')})${adjustment}.${modelNote}`;
    const predictionReasoning =
      prediction === 'safe'
        ? cls.status === 'ok'
          ? `Model: safe (harmful ${(cls.probabilities.harmful * 100).toFixed(0)}%, nsfw ` +
            `${(cls.probabilities.nsfw * 100).toFixed(0)}%, spam ` +
            `${(cls.probabilities.spam * 100).toFixed(0)}%); no rule matched.`
          : 'No rule matched; text model unavailable.'
        : `${prediction} because of ${driver ? `${driver.layer}: ${driver.reason}` : 'combined signals'}.`;

    return {
      decision,
      action: decision === 'ALLOW' ? 'approved' : decision === 'REVIEW' ? 'flagged' : 'blocked',
      riskScore: risk,
      trustScoreUpdate: newTrust,
      flaggedTerms: uniq(kw.hits.map((h) => h.term)),
      layerTriggered,
      layersTriggered,
      reasoning,
      prediction: {
        prediction,
        confidence,
        reasoning: predictionReasoning,
        contextualFactors: cx.contextualFactors.concat(bh.factors),
        riskFactors,
      },
      policyTags,
      riskFactors,
      criminalityFlags,
      layers: { keyword: kw, classifier: cls, context: cx, behaviour: bh },
      normalizedText: norm.deobfuscated,
      guardianVersion: `${GUARDIAN_ENGINE_VERSION}${model ? ` (model ${model.version})` : ' (no text model)'}`,
    };
  }

  return {
    moderateText,
    moderateImage: (image, context) => moderateImageImpl(image, context ?? { surface: 'photo' }),
    setKeywords(lists) {
      if (lists.bannedKeywords) banned = lists.bannedKeywords;
      if (lists.nsfwKeywords) nsfw = lists.nsfwKeywords;
      keywords = new KeywordMatcher({ bannedKeywords: banned, nsfwKeywords: nsfw });
    },
    setModel(m) {
      if (m === null) {
        model = null;
        aloneBars = modelAloneBars(model);
        modelError = 'text model disabled';
        loadSevereHead();
        return { ok: true, version: null };
      }
      try {
        const next = resolveModel(m);
        model = next;
        aloneBars = modelAloneBars(model);
        modelError = '';
        loadSevereHead();
        return { ok: true, version: next?.version ?? null };
      } catch (err) {
        return { ok: false, error: err instanceof Error ? err.message : String(err) };
      }
    },
    status() {
      return {
        version: GUARDIAN_ENGINE_VERSION,
        keywords: { banned: keywords.bannedCount, nsfw: keywords.nsfwCount, preset: keywords.presetCount },
        classifier: model
          ? { status: 'ready', version: model.version, trainedAt: model.trainedAt, labels: model.labels }
          : { status: 'unavailable', error: modelError || 'text model unavailable' },
        severeReader: severeHead
          ? { status: 'ready', version: severeHead.version, bar: severeHead.bar }
          : { status: 'unavailable', error: severeError },
        image: imageModelStatus(),
      };
    },
  };
}
