import { Download, FileText, Upload } from 'lucide-react';
import { Button } from '#ui/button';
import { SAMPLE_DATASET_ATTRIBUTION, SAMPLE_DATASET_LICENCE, SAMPLE_DATASETS, type SampleDataset } from '../datasets';
import { parseBulkSamples } from './bulk-upload';
import { Badge } from './staff-ui';

function summary(dataset: SampleDataset) {
  const parsed = parseBulkSamples(dataset.text);
  const samples = parsed.ok ? parsed.samples : [];
  const count = (action: string) => samples.filter((s) => s.expectedAction === action).length;
  return { total: samples.length, approved: count('approved'), flagged: count('flagged'), blocked: count('blocked') };
}

/**
 * AI Training Center → Sample Datasets (spec 02 §2): the labelled sets shipped in the repository
 * (client/features/admin/datasets, CC0). Loading one fills the bulk upload, where the admin reads
 * it before anything reaches Guardian; the file can also be downloaded as a template.
 */
export function SampleDatasets({ onLoad }: { onLoad: (dataset: SampleDataset) => void }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">
        Licence: {SAMPLE_DATASET_LICENCE}. {SAMPLE_DATASET_ATTRIBUTION} Small on purpose: they show the format and seed
        dating-specific examples.
      </p>
      <ul className="grid gap-3 md:grid-cols-3" aria-label="Sample datasets">
        {SAMPLE_DATASETS.map((dataset) => {
          const s = summary(dataset);
          return (
            <li
              key={dataset.id}
              aria-label={dataset.name}
              className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
            >
              <p className="flex items-center gap-2 font-semibold text-ink">
                <FileText aria-hidden className="size-4" /> {dataset.name}
              </p>
              <p className="text-sm text-ink-muted">{dataset.description}</p>
              <p className="flex flex-wrap gap-1.5">
                <Badge>{s.total} samples</Badge>
                <Badge tone="good">{s.approved} approved</Badge>
                <Badge tone="fair">{s.flagged} flagged</Badge>
                <Badge tone="poor">{s.blocked} blocked</Badge>
              </p>
              <div className="mt-auto flex flex-wrap gap-2">
                <Button onClick={() => onLoad(dataset)}>
                  <Upload aria-hidden className="size-4" /> Load into bulk upload
                </Button>
                <Button asChild variant="secondary">
                  <a
                    href={`data:text/tab-separated-values;charset=utf-8,${encodeURIComponent(dataset.text)}`}
                    download={dataset.fileName}
                  >
                    <Download aria-hidden className="size-4" /> {dataset.fileName}
                  </a>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
