import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Slider, ToggleGroup } from 'radix-ui';
import clsx from 'clsx';
import { Film, ImageIcon, RotateCw, Scaling, Trash2, Type } from 'lucide-react';
import {
  STORY_BACKGROUND_COLORS,
  STORY_FILTERS,
  STORY_GRID_TYPES,
  STORY_STICKERS,
  STORY_STICKERS_MAX,
  STORY_TEXT_MAX,
  type Sticker,
} from '#contracts';
import { Button } from '#ui/button';
import { inputClassName } from '#ui/input';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { mediaFileProblem, useCreateStory } from '../api/create-story';
import { Dialog } from '#ui/dialog';
import { StoryCanvas } from './story-canvas';
import {
  BACKGROUND_NAMES,
  emptyDraft,
  newSticker,
  storyDraftProblem,
  type StoryDraft,
  type StoryFilter,
  type StoryMediaType,
} from './story-draft';

const MEDIA_TYPES: { value: StoryMediaType; label: string; icon: typeof Type }[] = [
  { value: 'text', label: 'Text', icon: Type },
  { value: 'photo', label: 'Photo', icon: ImageIcon },
  { value: 'video', label: 'Video', icon: Film },
];
const GRID_LABELS = { hookup: 'Hookup', date: 'Date', chat: 'Chat' } as const;
const segmentItem = clsx(
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold',
  'text-ink-muted data-[state=on]:bg-brand-violet-strong data-[state=on]:text-white',
);

function Label({ children, htmlFor, id }: { children: React.ReactNode; htmlFor?: string; id?: string }) {
  return (
    <label id={id} htmlFor={htmlFor} className="block text-sm font-semibold text-ink">
      {children}
    </label>
  );
}

function RangeControl({
  label,
  icon: Icon,
  min,
  max,
  step,
  value,
  onChange,
  format,
}: {
  label: string;
  icon: typeof Type;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (v: number) => void;
  format: (v: number) => string;
}) {
  return (
    <div className="flex items-center gap-3">
      <Icon aria-hidden className="size-4 shrink-0 text-ink-muted" />
      <Slider.Root
        className="relative flex h-11 flex-1 touch-none items-center"
        min={min}
        max={max}
        step={step}
        value={[value]}
        onValueChange={([v]) => onChange(v ?? value)}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-line">
          <Slider.Range className="absolute h-full rounded-full bg-brand-violet" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={label}
          aria-valuetext={format(value)}
          className="block size-6 rounded-full border-2 border-brand-violet-strong bg-surface"
        />
      </Slider.Root>
      <span className="w-12 text-right text-sm tabular-nums text-ink">{format(value)}</span>
    </div>
  );
}

/** Story creation (spec 01 §4 "Story creation", §5, §9). */
export function StoryCreator({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [draft, setDraft] = useState<StoryDraft>(emptyDraft);
  const [selectedSticker, setSelectedSticker] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreateStory();
  const textId = useId();
  const problemId = useId();

  const previewUrl = useMemo(
    () => (draft.file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(draft.file) : null),
    [draft.file],
  );
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const update = (patch: Partial<StoryDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const updateSticker = (id: string, patch: Partial<Sticker>) =>
    setDraft((d) => ({ ...d, stickers: d.stickers.map((s) => (s.id === id ? { ...s, ...patch } : s)) }));

  const reset = () => {
    setDraft(emptyDraft());
    setSelectedSticker(null);
    setFileError(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const problem = storyDraftProblem(draft);
  const canPost = !problem && !create.isPending;
  const selected = draft.stickers.find((s) => s.id === selectedSticker) ?? null;

  const chooseMediaType = (mediaType: StoryMediaType) => {
    if (mediaType === draft.mediaType) return;
    update({ mediaType, file: null, filter: 'none' });
    setFileError(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onFile = (file: File | undefined) => {
    if (!file || draft.mediaType === 'text') return;
    const issue = mediaFileProblem(file, draft.mediaType);
    setFileError(issue);
    update({ file: issue ? null : file });
  };

  const onPost = () => {
    if (!canPost) return;
    const text = draft.text.trim();
    create.mutate(
      {
        body: {
          gridType: draft.gridType,
          mediaType: draft.mediaType,
          ...(text ? { textContent: text } : {}),
          backgroundColor: draft.backgroundColor,
          textColor: draft.textColor,
          filter: draft.mediaType === 'text' ? 'none' : draft.filter,
          stickers: draft.stickers,
        },
        file: draft.mediaType === 'text' ? null : draft.file,
      },
      {
        onSuccess: () => {
          toast({
            title: 'Story created!',
            description: 'Your story is posted and under review by Guardian before others see it.',
            variant: 'success',
          });
          reset();
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: 'Error creating story',
            description: error.message || 'Please try again',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog
      size="sheet"
      open={open}
      onOpenChange={(next) => {
        if (!create.isPending) onOpenChange(next);
      }}
      title="Create Story"
      description="Share a text, photo or video story for 24 hours."
    >
      <div className="grid gap-5 p-4 sm:grid-cols-[minmax(0,260px)_1fr]">
        <div className="mx-auto w-full max-w-[220px] sm:max-w-none">
          <StoryCanvas
            mediaType={draft.mediaType}
            text={draft.text.trim() || (draft.mediaType === 'text' ? 'Your story' : null)}
            mediaUrl={previewUrl}
            backgroundColor={draft.backgroundColor}
            textColor={draft.textColor}
            filter={draft.filter}
            stickers={draft.stickers}
            selectedStickerId={selectedSticker}
            onSelectSticker={setSelectedSticker}
            onMoveSticker={(id, x, y) => updateSticker(id, { x, y })}
          />
        </div>

        <div className="space-y-4">
          <div className="space-y-1.5">
            <Label>Story type</Label>
            <ToggleGroup.Root
              type="single"
              value={draft.mediaType}
              onValueChange={(v) => v && chooseMediaType(v as StoryMediaType)}
              aria-label="Story type"
              className="flex rounded-xl border border-line p-0.5"
            >
              {MEDIA_TYPES.map(({ value, label, icon: Icon }) => (
                <ToggleGroup.Item key={value} value={value} className={segmentItem}>
                  <Icon aria-hidden className="size-4" />
                  {label}
                </ToggleGroup.Item>
              ))}
            </ToggleGroup.Root>
          </div>

          <div className="space-y-1.5">
            <Label>Grid</Label>
            <ToggleGroup.Root
              type="single"
              value={draft.gridType}
              onValueChange={(v) => v && update({ gridType: v as StoryDraft['gridType'] })}
              aria-label="Grid"
              className="flex rounded-xl border border-line p-0.5"
            >
              {STORY_GRID_TYPES.map((grid) => (
                <ToggleGroup.Item key={grid} value={grid} className={segmentItem}>
                  {GRID_LABELS[grid]}
                </ToggleGroup.Item>
              ))}
            </ToggleGroup.Root>
          </div>

          {draft.mediaType !== 'text' && (
            <div className="space-y-1.5">
              <Label htmlFor={`${textId}-file`}>{draft.mediaType === 'photo' ? 'Photo' : 'Video'}</Label>
              <input
                ref={fileInput}
                id={`${textId}-file`}
                type="file"
                accept={draft.mediaType === 'photo' ? 'image/*' : 'video/*'}
                onChange={(e) => onFile(e.target.files?.[0])}
                className={clsx(
                  'block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-xl',
                  'file:border-0 file:bg-violet-100 file:px-4 file:font-semibold',
                  'file:text-brand-violet-strong',
                )}
              />
              {fileError && (
                <p role="alert" className="text-sm font-medium text-danger-strong">
                  {fileError}
                </p>
              )}
            </div>
          )}

          <div className="space-y-1.5">
            <div className="flex items-baseline justify-between">
              <Label htmlFor={textId}>{draft.mediaType === 'text' ? 'Story text' : 'Caption (optional)'}</Label>
              <span className="text-xs tabular-nums text-ink-muted" aria-live="polite">
                {draft.text.length}/{STORY_TEXT_MAX}
              </span>
            </div>
            <textarea
              id={textId}
              value={draft.text}
              maxLength={STORY_TEXT_MAX}
              rows={3}
              onChange={(e) => update({ text: e.target.value })}
              placeholder={draft.mediaType === 'text' ? 'What’s your vibe today?' : 'Say something about it...'}
              aria-describedby={problem ? problemId : undefined}
              className={clsx(inputClassName, 'resize-none py-2.5')}
            />
          </div>

          {draft.mediaType === 'text' ? (
            <fieldset className="space-y-1.5">
              <legend className="text-sm font-semibold text-ink">Background</legend>
              <div className="flex flex-wrap gap-2">
                {STORY_BACKGROUND_COLORS.map((color) => (
                  <button
                    key={color}
                    type="button"
                    aria-label={BACKGROUND_NAMES[color]}
                    aria-pressed={draft.backgroundColor === color}
                    onClick={() => update({ backgroundColor: color })}
                    className={clsx(
                      'size-11 rounded-full border-4',
                      draft.backgroundColor === color ? 'border-ink' : 'border-surface ring-1 ring-line',
                    )}
                    style={{ backgroundColor: color }}
                  />
                ))}
              </div>
            </fieldset>
          ) : (
            <fieldset className="space-y-1.5">
              <legend className="text-sm font-semibold text-ink">Filter</legend>
              <div className="flex flex-wrap gap-2">
                {STORY_FILTERS.map((filter) => (
                  <button
                    key={filter}
                    type="button"
                    aria-pressed={draft.filter === filter}
                    onClick={() => update({ filter: filter as StoryFilter })}
                    className={clsx(
                      'min-h-11 rounded-full border px-4 text-sm font-medium capitalize',
                      draft.filter === filter
                        ? 'border-brand-violet-strong bg-brand-violet-strong text-white'
                        : 'border-line text-ink',
                    )}
                  >
                    {filter}
                  </button>
                ))}
              </div>
            </fieldset>
          )}

          <fieldset className="space-y-1.5">
            <legend className="text-sm font-semibold text-ink">Stickers</legend>
            <div className="flex flex-wrap gap-1">
              {STORY_STICKERS.map((emoji) => (
                <button
                  key={emoji}
                  type="button"
                  aria-label={`Add sticker ${emoji}`}
                  disabled={draft.stickers.length >= STORY_STICKERS_MAX}
                  onClick={() => {
                    const sticker = newSticker(emoji);
                    update({ stickers: [...draft.stickers, sticker] });
                    setSelectedSticker(sticker.id);
                  }}
                  className="size-11 rounded-xl text-2xl hover:bg-violet-50 disabled:opacity-40"
                >
                  {emoji}
                </button>
              ))}
            </div>
            {selected && (
              <div className="space-y-1 rounded-xl border border-line p-3">
                <div className="flex items-center justify-between">
                  <p className="text-sm font-medium text-ink">Selected sticker {selected.type}</p>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="Remove sticker"
                    onClick={() => {
                      update({ stickers: draft.stickers.filter((s) => s.id !== selected.id) });
                      setSelectedSticker(null);
                    }}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </div>
                <RangeControl
                  label="Sticker size"
                  icon={Scaling}
                  min={0.5}
                  max={3}
                  step={0.1}
                  value={selected.scale}
                  onChange={(scale) => updateSticker(selected.id, { scale })}
                  format={(v) => `${v.toFixed(1)}×`}
                />
                <RangeControl
                  label="Sticker rotation"
                  icon={RotateCw}
                  min={-180}
                  max={180}
                  step={5}
                  value={selected.rotation}
                  onChange={(rotation) => updateSticker(selected.id, { rotation })}
                  format={(v) => `${v}°`}
                />
              </div>
            )}
          </fieldset>

          <div className="space-y-2 pt-1">
            {problem && (
              <p id={problemId} className="text-sm text-ink-muted" data-testid="story-problem">
                {problem}
              </p>
            )}
            <Button size="lg" className="w-full" onClick={onPost} disabled={!canPost}>
              {create.isPending ? (
                <>
                  <Spinner /> Posting...
                </>
              ) : (
                'Post Story'
              )}
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
