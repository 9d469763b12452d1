import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_MAX_BYTES, VOICE_MAX_SECONDS } from '#contracts/messaging';

export const MICROPHONE_ERROR = 'Could not access microphone. Please check permissions.';
export const NO_RECORDING_ERROR = 'No voice recording found';
export const PROCESS_RECORDING_ERROR = 'Failed to process voice recording';

export interface VoiceRecording {
  blob: Blob;
  url: string;
  durationSeconds: number;
}

/** Containers the server accepts, best first; the browser picks the first it can record. */
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

function pickMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') return undefined;
  return PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

/**
 * Press-and-hold voice recording (spec 02 §4): start() on press, stop() on release; the result
 * can be played, sent or discarded. Recording stops by itself at the server's length limit.
 */
export function useVoiceRecorder({ onError }: { onError: (message: string) => void }) {
  const [isRecording, setIsRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [recording, setRecording] = useState<VoiceRecording | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const startedAtRef = useRef(0);
  const tickRef = useRef<ReturnType<typeof setInterval> | null>(null);
  // A release that comes while the microphone permission prompt is still open.
  const stopRequestedRef = useRef(false);
  const startingRef = useRef(false);

  const releaseStream = () => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (tickRef.current) clearInterval(tickRef.current);
    tickRef.current = null;
  };

  const stop = useCallback(() => {
    stopRequestedRef.current = true;
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (startingRef.current || recorderRef.current) return;
    startingRef.current = true;
    stopRequestedRef.current = false;
    let stream: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') throw new Error('unsupported');
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      startingRef.current = false;
      onError(MICROPHONE_ERROR);
      return;
    }
    streamRef.current = stream;
    const mimeType = pickMimeType();
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      releaseStream();
      startingRef.current = false;
      onError(PROCESS_RECORDING_ERROR);
      return;
    }
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    recorder.addEventListener('stop', () => {
      const durationSeconds = Math.min(VOICE_MAX_SECONDS, Math.round((Date.now() - startedAtRef.current) / 100) / 10);
      releaseStream();
      recorderRef.current = null;
      setIsRecording(false);
      if (chunks.length === 0) {
        onError(NO_RECORDING_ERROR);
        return;
      }
      const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' });
      if (blob.size === 0 || blob.size > VOICE_MAX_BYTES) {
        onError(PROCESS_RECORDING_ERROR);
        return;
      }
      setRecording({ blob, url: URL.createObjectURL(blob), durationSeconds });
    });
    recorderRef.current = recorder;
    startedAtRef.current = Date.now();
    setElapsed(0);
    recorder.start(250);
    setIsRecording(true);
    startingRef.current = false;
    tickRef.current = setInterval(() => {
      const seconds = (Date.now() - startedAtRef.current) / 1000;
      setElapsed(Math.floor(seconds));
      if (seconds >= VOICE_MAX_SECONDS) stop();
    }, 250);
    if (stopRequestedRef.current) stop();
  }, [onError, stop]);

  const discard = useCallback(() => {
    setRecording((current) => {
      if (current) URL.revokeObjectURL(current.url);
      return null;
    });
  }, []);

  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      releaseStream();
    },
    [],
  );

  return { isRecording, elapsed, recording, start, stop, discard };
}
