import {
  STORY_BACKGROUND_COLORS,
  STORY_MEDIA_REQUIRED,
  STORY_TEXT_COLORS,
  STORY_TEXT_MAX,
  STORY_TEXT_REQUIRED,
  type Sticker,
  type VibeType,
} from '#contracts';

export type StoryMediaType = 'text' | 'photo' | 'video';
export type StoryFilter = 'none' | 'vintage' | 'dramatic' | 'bright' | 'warm' | 'cool';
export type StickerEmoji = Sticker['type'];

export interface StoryDraft {
  mediaType: StoryMediaType;
  gridType: VibeType;
  text: string;
  file: File | null;
  backgroundColor: (typeof STORY_BACKGROUND_COLORS)[number];
  textColor: (typeof STORY_TEXT_COLORS)[number];
  filter: StoryFilter;
  stickers: Sticker[];
}

/** Spec §9 defaults: grid date, the first background colour, white text, no filter, no stickers. */
export const emptyDraft = (): StoryDraft => ({
  mediaType: 'text',
  gridType: 'date',
  text: '',
  file: null,
  backgroundColor: STORY_BACKGROUND_COLORS[0],
  textColor: STORY_TEXT_COLORS[0],
  filter: 'none',
  stickers: [],
});

/** Spec §5: the message shown while the draft cannot be posted, or null when it can. */
export function storyDraftProblem(draft: Pick<StoryDraft, 'mediaType' | 'text' | 'file'>): string | null {
  if (draft.mediaType === 'text') return draft.text.trim() ? null : STORY_TEXT_REQUIRED;
  if (!draft.file) return STORY_MEDIA_REQUIRED;
  if (draft.text.length > STORY_TEXT_MAX) return `Text must be at most ${STORY_TEXT_MAX} characters`;
  return null;
}

let stickerSeq = 0;
/** Spec: a new sticker starts centred (50/50) at scale 1 and rotation 0. */
export function newSticker(type: StickerEmoji): Sticker {
  stickerSeq += 1;
  return { id: `s${Date.now().toString(36)}${stickerSeq}`, type, x: 50, y: 50, scale: 1, rotation: 0 };
}

export const clampPercent = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;

/** CSS for the photo/video filters. */
export const FILTER_CSS: Record<StoryFilter, string | undefined> = {
  none: undefined,
  vintage: 'sepia(0.45) contrast(1.05) saturate(0.85)',
  dramatic: 'contrast(1.4) saturate(1.2)',
  bright: 'brightness(1.2) saturate(1.1)',
  warm: 'sepia(0.25) saturate(1.35) hue-rotate(-10deg)',
  cool: 'saturate(0.9) hue-rotate(20deg) brightness(1.05)',
};

export const BACKGROUND_NAMES: Record<(typeof STORY_BACKGROUND_COLORS)[number], string> = {
  '#8B5CF6': 'Violet',
  '#EC4899': 'Pink',
  '#EF4444': 'Red',
  '#10B981': 'Green',
  '#F59E0B': 'Amber',
};
