/**
 * Display names compared by a confusable skeleton (after Unicode UTS #39 §4): letters that look
 * alike map to one prototype, so "Аlex" (Cyrillic А), "A1ex" and "Alex" are the same name, and
 * staff names are reserved. A compact table covers what the displayName contract lets through
 * (letters, digits, space . _ ' -): Latin look-alikes from Cyrillic, Greek, fullwidth forms,
 * accented Latin letters and digits. The same table is compiled into the SQL function
 * vibeline_name_skeleton() (migration display_name_skeleton) so the database compares the same way;
 * display-names.api.test.ts checks the two agree on every entry.
 */
const FULLWIDTH = Array.from(
  { length: 26 },
  (_, i) => [String.fromCharCode(0xff21 + i) + String.fromCharCode(0xff41 + i), String.fromCharCode(97 + i)] as const,
);
const ASCII_UPPER = Array.from(
  { length: 26 },
  (_, i) => [String.fromCharCode(65 + i), String.fromCharCode(97 + i)] as const,
).filter(([c]) => c !== 'I');

/**
 * [characters, prototype]: every character of the first string maps to the prototype, in one pass
 * (prototypes are final). Case is folded by the table itself, not lower(), so PGlite, PostgreSQL
 * under any locale and JavaScript agree.
 */
export const CONFUSABLES: ReadonlyArray<readonly [string, string]> = [
  ...ASCII_UPPER,
  ['АаΑαàáâãäåāăąǎÀÁÂÃÄÅĀĂĄ', 'a'],
  ['ВЬ', 'b'],
  ['СсϹϲçćĉċčÇĆĈĊČ', 'c'],
  ['ԁďđĎĐ', 'd'],
  ['ЕеЁёΕèéêëēĕėęěÈÉÊËĒĔĖĘĚ', 'e'],
  ['ɡğĝġģĞĜĠĢ', 'g'],
  ['НһΗĥħĤĦ', 'h'],
  ['ЈјĵϳĴ', 'j'],
  ['КкΚκķĶ', 'k'],
  ['МΜ', 'm'],
  ['ΝñńņňÑŃŅŇ', 'n'],
  ['ОоΟοσòóôõöøōŏőÒÓÔÕÖØŌŎŐ0', 'o'],
  ['РрΡρ', 'p'],
  ['ԛ', 'q'],
  ['ŕŗřгŔŖŘ', 'r'],
  ['ЅѕśŝşšŚŜŞŠ', 's'],
  ['ТΤţťŧŢŤŦ', 't'],
  ['υùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲ', 'u'],
  ['νѵ', 'v'],
  ['ԜԝωŵŴ', 'w'],
  ['ХхΧχ', 'x'],
  ['УуΥýÿŷγÝŸŶ', 'y'],
  ['ΖźżžŹŻŽ', 'z'],
  // UTS #39 folds I, l, 1 and their look-alikes (i included) into one prototype.
  ['IiıІіΙιӀӏìíîïĩīĭįÌÍÎÏĨĪĬĮİ1', 'l'],
  ...FULLWIDTH,
];
/** Pairs of letters that read as one (rn → m, vv → w), applied after the table. */
export const CONFUSABLE_SEQUENCES: ReadonlyArray<readonly [string, string]> = [
  ['rn', 'm'],
  ['vv', 'w'],
];
/** Characters that separate words: ignored when names are compared. */
export const NAME_SEPARATORS = " ._'-";

const table = new Map<string, string>();
for (const [chars, to] of CONFUSABLES) for (const ch of chars) if (!table.has(ch)) table.set(ch, to);

/** The comparison key of a display name. */
export function nameSkeleton(name: string): string {
  let out = '';
  for (const ch of name.trim()) {
    if (NAME_SEPARATORS.includes(ch)) continue;
    out += table.get(ch) ?? ch;
  }
  for (const [from, to] of CONFUSABLE_SEQUENCES) out = out.split(from).join(to);
  return out;
}

export const RESERVED_NAME_MESSAGE = 'displayName: This display name is reserved. Please choose another.';

/** Names members must not take: they would pass for staff (issue 10). */
const RESERVED_ANYWHERE = ['admin', 'moderator', 'vibeline'].map(nameSkeleton);
const RESERVED_WORDS = [
  'admin',
  'administrator',
  'mod',
  'mods',
  'moderator',
  'support',
  'staff',
  'official',
  'vibeline',
  'guardian',
  'security',
  'trust',
  'safety',
  'team',
  'helpdesk',
  'system',
  'root',
].map(nameSkeleton);

export function isReservedName(name: string): boolean {
  const whole = nameSkeleton(name);
  if (RESERVED_ANYWHERE.some((word) => whole.includes(word))) return true;
  const words = name
    .trim()
    .split(/[\s._'-]+/)
    .filter(Boolean)
    .map(nameSkeleton);
  return words.some((word) => RESERVED_WORDS.includes(word.replace(/\d+$/, '')));
}

/** The SQL twin of nameSkeleton(), for the migration (kept in step by the API test). */
export function skeletonSqlFunction(): string {
  const from: string[] = [];
  const to: string[] = [];
  for (const [ch, proto] of table) {
    from.push(ch);
    to.push(proto);
  }
  const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
  let expr =
    `translate(translate(btrim(name), ${quote(NAME_SEPARATORS)}, ''), ` +
    `${quote(from.join(''))}, ${quote(to.join(''))})`;
  for (const [a, b] of CONFUSABLE_SEQUENCES) expr = `replace(${expr}, ${quote(a)}, ${quote(b)})`;
  return (
    `CREATE OR REPLACE FUNCTION vibeline_name_skeleton(name text) RETURNS text LANGUAGE sql ` +
    `IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT ${expr} $$;`
  );
}
