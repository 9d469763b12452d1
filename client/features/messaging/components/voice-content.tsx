import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import clsx from 'clsx';
import { toast } from '#ui/use-toast';

export const PLAY_VOICE_ERROR = 'Could not play voice message';

/** A voice bubble: play / pause, progress and the duration in seconds. */
export function VoiceContent({
  url,
  durationSeconds,
  onDark = false,
}: {
  url: string | null;
  durationSeconds: number | null;
  onDark?: boolean;
}) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  const seconds = Math.round(durationSeconds ?? 0);

  useEffect(() => () => audioRef.current?.pause(), []);

  const fail = () => {
    setPlaying(false);
    toast({ title: PLAY_VOICE_ERROR, variant: 'destructive' });
  };

  const toggle = async () => {
    if (!url) {
      fail();
      return;
    }
    if (!audioRef.current) {
      const audio = new Audio(url);
      audio.addEventListener('timeupdate', () => {
        if (audio.duration && Number.isFinite(audio.duration)) setProgress(audio.currentTime / audio.duration);
      });
      audio.addEventListener('ended', () => {
        setPlaying(false);
        setProgress(0);
      });
      audio.addEventListener('error', fail);
      audioRef.current = audio;
    }
    const audio = audioRef.current;
    if (playing) {
      audio.pause();
      setPlaying(false);
      return;
    }
    try {
      await audio.play();
      setPlaying(true);
    } catch {
      fail();
    }
  };

  return (
    <div className="flex w-52 max-w-full items-center gap-2">
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? 'Pause voice message' : 'Play voice message'}
        className={clsx(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-full',
          onDark ? 'bg-white text-brand-violet-strong' : 'bg-brand-gradient text-white',
        )}
      >
        {playing ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
      </button>
      <div className="min-w-0 flex-1 space-y-1">
        <div className={clsx('h-1.5 overflow-hidden rounded-full', onDark ? 'bg-white/30' : 'bg-violet-100')}>
          <div
            className={clsx('h-full rounded-full', onDark ? 'bg-white' : 'bg-brand-violet-strong')}
            style={{ width: `${progress * 100}%` }}
          />
        </div>
        <p className="text-xs">Voice message · {seconds}s</p>
      </div>
    </div>
  );
}
