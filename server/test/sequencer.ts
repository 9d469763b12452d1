/**
 * The order vitest starts test files in (ADR 256): the longest first, so the run does not end with one worker on a
 * long file while the other has nothing left to do.
 *
 * Vitest's own order (BaseSequencer) takes the projects one after the other by name (api, api-postgres, client, unit)
 * and, on a clean clone with no results cache, the files of a project by size, largest first. The unit project holds
 * the longest files (the prefilter and violence sweeps, the golden file) and comes last; the golden file is small, so
 * it started among the very last files of the run. Here every file gets a cost: its CPU seconds measured into
 * server/test/file-costs.json (`node scripts/test-costs.mjs`), or the same file's in another project (api-postgres
 * runs api's files), or — a file nobody measured yet — its project's median; ties go to the larger file. Not vitest's
 * results cache: it holds wall times, which a loaded machine inflates unevenly, and a clean clone has none, so CI and
 * a local run order the files alike. Projects still run as blocks (a worker is reused only by the next file of its
 * own project, ADR 207), the project with the longest file first; the files of a project longest first.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

type Costs = Record<string, number>;

function readCosts(root: string): Costs {
  try {
    return JSON.parse(readFileSync(resolve(root, 'server/test/file-costs.json'), 'utf8')).files as Costs;
  } catch {
    return {};
  }
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const costs = readCosts(root);
    const key = (spec: TestSpecification) => `${spec.project.name}:${relative(root, spec.moduleId)}`;
    // A file measured only in another project (api-postgres runs api's files) takes that figure; a file with no
    // measured cost at all (new since the table was written) counts as its project's median file.
    const byFile = new Map<string, number>();
    for (const [k, c] of Object.entries(costs)) byFile.set(k.slice(k.indexOf(':') + 1), c);
    const cost = new Map<TestSpecification, number>();
    const known = new Map<string, number[]>();
    for (const spec of files) {
      const k = key(spec);
      const measured = costs[k] ?? byFile.get(relative(root, spec.moduleId));
      if (measured === undefined) continue;
      cost.set(spec, measured);
      known.set(spec.project.name, [...(known.get(spec.project.name) ?? []), measured]);
    }
    for (const spec of files)
      if (!cost.has(spec)) {
        const list = (known.get(spec.project.name) ?? [1]).sort((x, y) => x - y);
        cost.set(spec, list[Math.floor(list.length / 2)]);
      }
    const size = (spec: TestSpecification) => this.ctx.cache.getFileStats(key(spec))?.size ?? 0;
    const projectCost = new Map<string, number>();
    for (const spec of files)
      projectCost.set(spec.project.name, Math.max(projectCost.get(spec.project.name) ?? 0, cost.get(spec)!));
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) {
        const byCost = projectCost.get(b.project.name)! - projectCost.get(a.project.name)!;
        if (byCost !== 0) return byCost;
        return a.project.name < b.project.name ? -1 : 1;
      }
      const byCost = cost.get(b)! - cost.get(a)!;
      if (byCost !== 0) return byCost;
      return size(b) - size(a) || (a.moduleId < b.moduleId ? -1 : 1);
    });
  }
}
