import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  STORY_IMAGE_MAX_BYTES,
  STORY_IMAGE_TYPES,
  STORY_VIDEO_MAX_BYTES,
  STORY_VIDEO_TYPES,
  storyEndpoints,
  storyMediaResponse,
  type Story,
  type StoryBody,
} from '#contracts';
import { ApiError } from '#lib/api-client';
import { callEndpoint, endpointUrl } from '#lib/call-endpoint';
import { storyRingKeys } from './story-ring';

const MB = 1024 * 1024;

/** Checks a chosen file before uploading: the server checks again by content. */
export function mediaFileProblem(file: File, kind: 'photo' | 'video'): string | null {
  const types: readonly string[] = kind === 'photo' ? STORY_IMAGE_TYPES : STORY_VIDEO_TYPES;
  const max = kind === 'photo' ? STORY_IMAGE_MAX_BYTES : STORY_VIDEO_MAX_BYTES;
  if (!types.includes(file.type)) {
    return kind === 'photo' ? 'Please choose a JPEG, PNG, WebP or GIF image.' : 'Please choose an MP4 or WebM video.';
  }
  if (file.size > max) return `The file is larger than ${max / MB} MB.`;
  return null;
}

/** POST /api/stories/media with the raw file as the body → {mediaUrl} (decision 16: a real upload). */
export async function uploadStoryMedia(file: File): Promise<string> {
  const response = await fetch(endpointUrl(storyEndpoints.uploadMedia.path), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type, Accept: 'application/json' },
    body: file,
  });
  const text = await response.text();
  if (!response.ok) {
    let message = `${response.status}: ${text || response.statusText}`;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string')
        message = parsed.message;
    } catch {
      // Not JSON: keep the status line.
    }
    throw new ApiError(response.status, message);
  }
  return storyMediaResponse.parse(JSON.parse(text)).mediaUrl;
}

/** POST /api/stories. */
export function createStory(body: StoryBody): Promise<Story> {
  return callEndpoint(storyEndpoints.create, { body });
}

export interface NewStory {
  body: Omit<StoryBody, 'mediaUrl'>;
  file?: File | null;
}

/** Uploads the media (if any), creates the story, then refreshes every ring. */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, file }: NewStory) => {
      const mediaUrl = file ? await uploadStoryMedia(file) : undefined;
      return createStory({ ...body, ...(mediaUrl ? { mediaUrl } : {}) });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyRingKeys.all }),
  });
}
