import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The demo seed's fixed accounts; their passwords are generated per installation (ADR 010). */
export const DEMO_ACCOUNTS = {
  member: { email: 'demo@vibeline.app', displayName: 'Demo Member' },
  moderator: { email: 'moderator@vibeline.app', displayName: 'Mod Morgan' },
  admin: { email: 'admin@vibeline.app', displayName: 'Admin Alex' },
} as const;

/**
 * Where the demo member lives and whom it looks for (seed.ts): Brooklyn, open to anyone, ages 18-65 within 25 miles.
 * The browser tests' own members copy it, so Discover is as full for them as for the demo member (ADR 207).
 */
export const DEMO_MEMBER_PROFILE = {
  location: 'Brooklyn, NY',
  latitude: 40.6782,
  longitude: -73.9442,
  dateOfBirth: '1995-06-15',
  gender: 'woman',
  interestedIn: ['anyone'],
};
export const DEMO_MEMBER_DISCOVERY = { ageMin: 18, ageMax: 65, maxDistance: 25 };

export interface DemoPasswords {
  member: string;
  moderator: string;
  admin: string;
  others: string;
}

export const DEMO_ACCOUNTS_FILE = 'demo-accounts.txt';
export const demoAccountsPath = (dataDir: string) => path.join(dataDir, DEMO_ACCOUNTS_FILE);

/** 96 random bits each, with a letter, digit and symbol so the password policy accepts them. */
export function generateDemoPasswords(): DemoPasswords {
  const one = () => `Vl-${crypto.randomBytes(12).toString('base64url')}-${crypto.randomInt(10, 100)}`;
  return { member: one(), moderator: one(), admin: one(), others: one() };
}

/** One "<kind> <email> <password>" line each; readable by the owner only (mode 0600). */
export function formatDemoAccounts(passwords: DemoPasswords): string {
  return [
    '# Vibeline demo accounts of this installation (generated on first start). Keep this file private.',
    '# kind email password',
    `member ${DEMO_ACCOUNTS.member.email} ${passwords.member}`,
    `moderator ${DEMO_ACCOUNTS.moderator.email} ${passwords.moderator}`,
    `admin ${DEMO_ACCOUNTS.admin.email} ${passwords.admin}`,
    `others *@members.vibeline.test ${passwords.others}`,
    '',
  ].join('\n');
}

export function writeDemoAccounts(dataDir: string, passwords: DemoPasswords): string {
  const file = demoAccountsPath(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, formatDemoAccounts(passwords), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return file;
}

export function parseDemoAccounts(text: string): Partial<DemoPasswords> {
  const out: Partial<DemoPasswords> = {};
  for (const line of text.split('\n')) {
    const [kind, , password] = line.trim().split(/\s+/);
    if (password && (kind === 'member' || kind === 'moderator' || kind === 'admin' || kind === 'others'))
      out[kind] = password;
  }
  return out;
}
