import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import clsx from 'clsx';
import type { Sticker } from '#contracts';
import { clampPercent, FILTER_CSS, type StoryFilter, type StoryMediaType } from './story-draft';

export interface StoryCanvasProps {
  mediaType: StoryMediaType;
  text: string | null;
  /** Uploaded media URL, or a local preview while composing. */
  mediaUrl: string | null;
  backgroundColor: string;
  textColor: string;
  filter: StoryFilter;
  stickers: Sticker[];
  /** With these, stickers can be selected and dragged (the creator). */
  selectedStickerId?: string | null;
  onSelectSticker?: (id: string) => void;
  onMoveSticker?: (id: string, x: number, y: number) => void;
  className?: string;
}

/** Draws a story: background or media (with its filter), the text, and the stickers at percent positions. */
export function StoryCanvas(props: StoryCanvasProps) {
  const {
    mediaType,
    text,
    mediaUrl,
    backgroundColor,
    textColor,
    filter,
    stickers,
    selectedStickerId,
    onSelectSticker,
    onMoveSticker,
    className,
  } = props;
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef<string | null>(null);
  const editable = Boolean(onMoveSticker);

  const moveTo = (id: string, event: PointerEvent) => {
    const rect = frame.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    onMoveSticker?.(
      id,
      clampPercent(((event.clientX - rect.left) / rect.width) * 100),
      clampPercent(((event.clientY - rect.top) / rect.height) * 100),
    );
  };

  const onStickerKey = (sticker: Sticker, event: KeyboardEvent) => {
    const step = event.shiftKey ? 10 : 2;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onMoveSticker?.(sticker.id, clampPercent(sticker.x + move[0]), clampPercent(sticker.y + move[1]));
  };

  const filterCss = mediaType === 'text' ? undefined : FILTER_CSS[filter];

  return (
    <div
      ref={frame}
      className={clsx('relative aspect-[9/16] w-full touch-none select-none overflow-hidden rounded-2xl', className)}
      style={{ backgroundColor: mediaType === 'text' ? backgroundColor : '#111' }}
    >
      {mediaType === 'photo' && mediaUrl && (
        <img src={mediaUrl} alt="" className="absolute inset-0 size-full object-cover" style={{ filter: filterCss }} />
      )}
      {mediaType === 'video' && mediaUrl && (
        <video
          src={mediaUrl}
          className="absolute inset-0 size-full object-cover"
          style={{ filter: filterCss }}
          autoPlay
          muted
          loop
          playsInline
        />
      )}
      {text && (
        <p
          className={clsx(
            'absolute inset-x-4 whitespace-pre-wrap break-words text-center font-bold',
            mediaType === 'text'
              ? 'top-1/2 -translate-y-1/2 text-2xl'
              : 'bottom-6 rounded-xl bg-black/40 px-3 py-2 text-base',
          )}
          style={{ color: textColor }}
        >
          {text}
        </p>
      )}
      {stickers.map((sticker) => {
        const style = {
          left: `${sticker.x}%`,
          top: `${sticker.y}%`,
          transform: `translate(-50%, -50%) scale(${sticker.scale}) rotate(${sticker.rotation}deg)`,
        };
        if (!editable) {
          return (
            <span key={sticker.id} aria-hidden className="absolute text-4xl" style={style}>
              {sticker.type}
            </span>
          );
        }
        return (
          <button
            key={sticker.id}
            type="button"
            aria-label={`Sticker ${sticker.type}, drag or use the arrow keys to move`}
            aria-pressed={selectedStickerId === sticker.id}
            className={clsx(
              'absolute cursor-grab rounded-lg p-1 text-4xl leading-none active:cursor-grabbing',
              selectedStickerId === sticker.id && 'ring-2 ring-white',
            )}
            style={style}
            onPointerDown={(event) => {
              dragging.current = sticker.id;
              event.currentTarget.setPointerCapture?.(event.pointerId);
              onSelectSticker?.(sticker.id);
            }}
            onPointerMove={(event) => {
              if (dragging.current === sticker.id) moveTo(sticker.id, event);
            }}
            onPointerUp={() => {
              dragging.current = null;
            }}
            onPointerCancel={() => {
              dragging.current = null;
            }}
            onKeyDown={(event) => onStickerKey(sticker, event)}
            onFocus={() => onSelectSticker?.(sticker.id)}
          >
            {sticker.type}
          </button>
        );
      })}
    </div>
  );
}
