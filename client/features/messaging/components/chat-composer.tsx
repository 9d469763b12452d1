import { useCallback, useId, useRef, useState, type FormEvent, type KeyboardEvent, type PointerEvent } from 'react';
import clsx from 'clsx';
import { Camera, Images, MapPin, Mic, Send, Trash2 } from 'lucide-react';
import {
  LOCATION_AREA_STEP_DEGREES,
  LOCATION_DEFAULT_CONTENT,
  LOCATION_DEFAULT_NAME,
  MESSAGE_TEXT_MAX,
  PHOTO_DEFAULT_CONTENT,
  VOICE_DEFAULT_CONTENT,
  WS_TYPING_TTL_MS,
  type SendMessageBody,
} from '#contracts/messaging';
import type { VibeType } from '#contracts';
import { Button } from '#ui/button';
import { inputClassName } from '#ui/input';
import { Spinner } from '#ui/spinner';
import { Switch } from '#ui/switch';
import { toast } from '#ui/use-toast';
import { uploadPhoto, uploadVoice, useSendMessage } from '../api/send-message';
import { getDevicePosition } from '../hooks/device-location';
import { sendTyping } from '../hooks/use-messaging-socket';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import { CameraCaptureDialog } from './camera-capture-dialog';
import { canSend, sendErrorToast } from './message-format';
import { ShareLocationDialog } from './share-location-dialog';
import { SharePhotoDialog } from './share-photo-dialog';
import { VoiceContent } from './voice-content';

export const SEND_VOICE_ERROR = 'Failed to send voice message';

type MessageFields = Omit<SendMessageBody, 'senderId' | 'receiverId' | 'clientId' | 'isDisappearing'> & {
  isDisappearing?: boolean;
};

interface ChatComposerProps {
  myId: number;
  otherUserId: number;
  /** The grid this conversation starts from (used by its first message only). */
  vibeType?: VibeType;
}

/** An area location is rounded before it leaves the device, as the server would round it anyway. */
const toArea = (value: number) => Math.round(value / LOCATION_AREA_STEP_DEGREES) * LOCATION_AREA_STEP_DEGREES;

/**
 * The chat composer (spec 02 §2): text (Enter sends), voice (press and hold), camera photo,
 * private photo, location, and a disappearing toggle for all of them. Every send carries a
 * client-generated id; a failed send retried unchanged reuses it, so it can never arrive twice.
 */
export function ChatComposer({ myId, otherUserId, vibeType }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [disappearing, setDisappearing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [dialog, setDialog] = useState<'camera' | 'photos' | 'location' | null>(null);
  const sendMutation = useSendMessage(myId);
  const lastFailure = useRef<{ key: string; clientId: string } | null>(null);
  const uploadedVoice = useRef<{ recordingUrl: string; voiceUrl: string } | null>(null);
  const lastTypingAt = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const switchId = useId();

  const showError = useCallback((message: string) => toast({ title: message, variant: 'destructive' }), []);
  const voice = useVoiceRecorder({ onError: showError });
  const isSending = sendMutation.isPending || uploading;
  const sendEnabled = canSend({
    text,
    hasVoiceRecording: voice.recording !== null,
    isRecording: voice.isRecording,
    isSending,
  });

  /** Sends one message; `key` names its content so an unchanged retry keeps the same clientId. */
  const deliver = async (key: string, fields: MessageFields) => {
    const clientId = lastFailure.current?.key === key ? lastFailure.current.clientId : crypto.randomUUID();
    try {
      await sendMutation.mutateAsync({
        ...fields,
        senderId: myId,
        receiverId: otherUserId,
        clientId,
        isDisappearing: fields.isDisappearing ?? disappearing,
        ...(vibeType ? { vibeType } : {}),
      });
      lastFailure.current = null;
    } catch (error) {
      lastFailure.current = { key, clientId };
      throw error;
    }
  };

  const sendText = async () => {
    const content = text.trim();
    if (!content) return;
    try {
      await deliver(`text:${content}:${disappearing}`, { messageType: 'text', content });
      setText('');
    } catch (error) {
      toast(sendErrorToast(error));
    }
    inputRef.current?.focus();
  };

  const sendVoice = async () => {
    const recording = voice.recording;
    if (!recording) {
      showError('No voice recording found');
      return;
    }
    setUploading(true);
    try {
      let voiceUrl = uploadedVoice.current?.recordingUrl === recording.url ? uploadedVoice.current.voiceUrl : null;
      let duration = recording.durationSeconds;
      if (!voiceUrl) {
        const upload = await uploadVoice(recording.blob, recording.durationSeconds);
        voiceUrl = upload.voiceUrl;
        duration = upload.durationSeconds ?? duration;
        uploadedVoice.current = { recordingUrl: recording.url, voiceUrl };
      }
      await deliver(`voice:${voiceUrl}:${disappearing}`, {
        messageType: 'voice',
        content: VOICE_DEFAULT_CONTENT,
        voiceUrl,
        voiceMessageDuration: duration,
      });
      uploadedVoice.current = null;
      voice.discard();
    } catch (error) {
      const detail = sendErrorToast(error);
      toast(
        detail.title === 'Message Blocked'
          ? detail
          : { title: SEND_VOICE_ERROR, description: detail.description, variant: 'destructive' },
      );
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sendEnabled) return;
    void (voice.recording ? sendVoice() : sendText());
  };

  const onTextChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value && now - lastTypingAt.current > WS_TYPING_TTL_MS / 2) {
      lastTypingAt.current = now;
      sendTyping(otherUserId);
    }
  };

  const sendCapturedPhoto = async (photo: Blob) => {
    setUploading(true);
    try {
      const { photoUrl } = await uploadPhoto(photo);
      await deliver(`photo:${photoUrl}:${disappearing}`, {
        messageType: 'photo',
        content: PHOTO_DEFAULT_CONTENT,
        photoData: photoUrl,
      });
    } catch (error) {
      toast(sendErrorToast(error));
      throw error;
    } finally {
      setUploading(false);
    }
  };

  const sharePrivatePhoto = async (photoId: number, isDisappearing: boolean) => {
    try {
      await deliver(`gallery:${photoId}:${isDisappearing}`, {
        messageType: 'photo',
        content: PHOTO_DEFAULT_CONTENT,
        photoId,
        isDisappearing,
      });
    } catch (error) {
      toast(sendErrorToast(error));
      throw error;
    }
  };

  const shareLocation = async (precise: boolean) => {
    setUploading(true);
    try {
      let position: { latitude: number; longitude: number };
      try {
        position = await getDevicePosition(precise);
      } catch (error) {
        showError(error instanceof Error ? error.message : 'Could not get your location. Please try again.');
        return;
      }
      const latitude = precise ? position.latitude : toArea(position.latitude);
      const longitude = precise ? position.longitude : toArea(position.longitude);
      await deliver(`location:${latitude}:${longitude}:${precise}:${disappearing}`, {
        messageType: 'location',
        content: LOCATION_DEFAULT_CONTENT,
        locationName: LOCATION_DEFAULT_NAME,
        locationLatitude: latitude,
        locationLongitude: longitude,
        isLocationPrecise: precise,
      });
    } catch (error) {
      toast(sendErrorToast(error));
    } finally {
      setUploading(false);
    }
  };

  // Press and hold: pointer for mouse and touch, Space / Enter for the keyboard.
  const onMicPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    void voice.start();
  };
  const onMicKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
      event.preventDefault();
      void voice.start();
    }
  };
  const onMicKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      voice.stop();
    }
  };

  const closeDialog = useCallback((open: boolean) => {
    if (!open) setDialog(null);
  }, []);
  const toolsDisabled = isSending || voice.isRecording;

  return (
    <form onSubmit={onSubmit} aria-label="Send a message" className="space-y-2">
      <div className="flex items-center gap-1">
        <div className="mr-auto flex items-center gap-2 pl-1">
          <Switch id={switchId} size="sm" checked={disappearing} onCheckedChange={setDisappearing} />
          <label htmlFor={switchId} className="min-h-11 content-center text-sm font-medium text-ink">
            Disappearing
          </label>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Take a photo"
          title="Take a photo"
          disabled={toolsDisabled}
          onClick={() => setDialog('camera')}
        >
          <Camera aria-hidden className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Share a private photo"
          title="Share a private photo"
          disabled={toolsDisabled}
          onClick={() => setDialog('photos')}
        >
          <Images aria-hidden className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Share location"
          title="Share location"
          disabled={toolsDisabled}
          onClick={() => setDialog('location')}
        >
          <MapPin aria-hidden className="size-5" />
        </Button>
      </div>

      {voice.isRecording && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-danger-soft px-3 py-2 text-sm font-medium text-danger-strong"
        >
          <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-danger-strong" />
          Recording {voice.elapsed}s · release to stop
        </p>
      )}
      {voice.recording && !voice.isRecording && (
        <div className="flex items-center gap-2 rounded-xl border border-line bg-violet-50 px-2 py-1">
          <VoiceContent url={voice.recording.url} durationSeconds={voice.recording.durationSeconds} />
          <Button
            variant="ghost"
            size="icon"
            aria-label="Discard voice message"
            className="ml-auto"
            onClick={voice.discard}
            disabled={isSending}
          >
            <Trash2 aria-hidden className="size-5" />
          </Button>
        </div>
      )}

      <div className="flex items-center gap-1.5">
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <input
          ref={inputRef}
          id={inputId}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          maxLength={MESSAGE_TEXT_MAX}
          autoComplete="off"
          enterKeyHint="send"
          disabled={voice.recording !== null}
          placeholder={voice.recording ? 'Send or discard your voice message' : 'Type a message...'}
          className={clsx(inputClassName, 'flex-1')}
        />
        <Button
          variant={voice.isRecording ? 'danger' : 'secondary'}
          size="icon"
          aria-label="Hold to record a voice message"
          title="Hold to record a voice message"
          aria-pressed={voice.isRecording}
          disabled={isSending || voice.recording !== null}
          onPointerDown={onMicPointerDown}
          onPointerUp={voice.stop}
          onPointerCancel={voice.stop}
          onKeyDown={onMicKeyDown}
          onKeyUp={onMicKeyUp}
          onContextMenu={(event) => event.preventDefault()}
          className="touch-none select-none"
        >
          <Mic aria-hidden className="size-5" />
        </Button>
        <Button type="submit" size="icon" aria-label="Send message" title="Send" disabled={!sendEnabled}>
          {isSending ? <Spinner className="size-5" /> : <Send aria-hidden className="size-5" />}
        </Button>
      </div>

      <CameraCaptureDialog
        open={dialog === 'camera'}
        onOpenChange={closeDialog}
        onError={showError}
        onSend={sendCapturedPhoto}
        sending={isSending}
      />
      <SharePhotoDialog
        open={dialog === 'photos'}
        onOpenChange={closeDialog}
        myId={myId}
        defaultDisappearing={disappearing}
        onShare={sharePrivatePhoto}
        sending={isSending}
      />
      <ShareLocationDialog
        open={dialog === 'location'}
        onOpenChange={closeDialog}
        onShare={(precise) => void shareLocation(precise)}
      />
    </form>
  );
}
