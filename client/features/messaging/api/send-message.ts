import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  message,
  messagingEndpoints,
  photoUpload,
  voiceUpload,
  VOICE_DURATION_HEADER,
  type Message,
  type PhotoUpload,
  type SendMessageBody,
  type VoiceUpload,
} from '#contracts/messaging';
import { ApiError } from '#lib/api-client';
import { callEndpoint, endpointUrl } from '#lib/call-endpoint';
import { SocketSendUnanswered, sendOverSocket } from '../hooks/use-messaging-socket';
import { conversationsKey } from './conversations';
import { cacheMessage } from './messages';

/**
 * Over the chat's open WebSocket when there is one (`message.send`), else POST /api/messages,
 * the spec'd path. The body carries a client-generated clientId, so the server answers a
 * repeated send with the message it already stored instead of a duplicate (decision 19): a send
 * whose socket dropped before the ack is simply posted again.
 */
export async function sendMessage(body: SendMessageBody & { clientId: string }): Promise<Message> {
  const overSocket = sendOverSocket(body);
  if (overSocket) {
    try {
      return message.parse(await overSocket);
    } catch (error) {
      if (!(error instanceof SocketSendUnanswered)) throw error;
    }
  }
  return callEndpoint(messagingEndpoints.send, { body });
}

/** A network failure (no answer at all) is worth one more try; with the same clientId it can never duplicate. */
const retryNetworkFailure = (failureCount: number, error: unknown) => failureCount < 2 && !(error instanceof ApiError);

export function useSendMessage(myId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    retry: retryNetworkFailure,
    onSuccess: (sent) => {
      cacheMessage(queryClient, myId, sent);
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}

async function errorMessage(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: fall through to the status line.
  }
  return `${response.status}: ${text || response.statusText}`;
}

/** Media goes up as the raw file (never base64 in a JSON row); the answer names its URL. */
async function uploadRaw(path: string, file: Blob, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    // The server reads the type from the header; recorders add ";codecs=..." which it does not need.
    headers: {
      'Content-Type': file.type.split(';')[0] || 'application/octet-stream',
      Accept: 'application/json',
      ...headers,
    },
    body: file,
  });
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  return response.json();
}

/** POST /api/messages/voice with the recording; the recorder's duration rides along as a header. */
export async function uploadVoice(recording: Blob, durationSeconds: number): Promise<VoiceUpload> {
  return voiceUpload.parse(
    await uploadRaw(endpointUrl(messagingEndpoints.uploadVoice.path), recording, {
      [VOICE_DURATION_HEADER]: durationSeconds.toFixed(1),
    }),
  );
}

/** POST /api/messages/photo with a captured JPEG. */
export async function uploadPhoto(photo: Blob): Promise<PhotoUpload> {
  return photoUpload.parse(await uploadRaw(endpointUrl(messagingEndpoints.uploadPhoto.path), photo));
}
