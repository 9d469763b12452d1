import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { advancedSample } from '#contracts';
import { parseBulkSamples } from '../components/bulk-upload';
import { SAMPLE_DATASETS } from './index';

const readme = fs.readFileSync(path.join(__dirname, 'README.md'), 'utf8');

describe('shipped sample datasets', () => {
  it.each(SAMPLE_DATASETS.map((d) => [d.fileName, d] as const))(
    '%s parses with the bulk-upload parser, every line valid for the server, counts as in README',
    (_, dataset) => {
      const parsed = parseBulkSamples(dataset.text);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(parsed.dropped).toBe(0);
      for (const sample of parsed.samples) expect(advancedSample.safeParse(sample).success).toBe(true);
      const count = (action: string) => parsed.samples.filter((s) => s.expectedAction === action).length;
      // Every set teaches all three outcomes.
      expect([count('approved'), count('flagged'), count('blocked')].every((n) => n > 0)).toBe(true);
      const counts = `${count('approved')} / ${count('flagged')} / ${count('blocked')}`;
      const type = parsed.samples[0]!.contentType;
      const row = `| \`${dataset.fileName}\` | ${parsed.samples.length} | ${type} | ${counts} |`;
      expect(readme).toContain(row);
      expect(new Set(parsed.samples.map((s) => s.content)).size).toBe(parsed.samples.length);
    },
  );

  it('ships a licence file next to the data', () => {
    expect(fs.readFileSync(path.join(__dirname, 'LICENSE'), 'utf8')).toContain('CC0 1.0');
  });
});
