import { useRef, useState, type FormEvent } from 'react';
import { Camera, ImagePlus, Mic, SendHorizontal, Square } from 'lucide-react';
import { LIMITS, MESSAGES } from '@seoul-glow/shared';
import { cn } from '~/components/ui/cn';
import { CameraCapture, prefersNativeCamera } from './camera-capture';
import { useVoice } from './use-voice';

interface ComposerProps {
  busy: boolean;
  locked: boolean;
  remaining: number;
  inputRef: React.RefObject<HTMLInputElement | null>;
  onSend(text: string, options?: { isVoice?: boolean }): void;
  onPhoto(file: File): void;
}

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-full text-ink-muted transition-colors hover:bg-blush-50 hover:text-blush-700 disabled:pointer-events-none disabled:opacity-45';

/** Text input, photo upload, camera capture (JPEG) and voice; the docs/product.md#constants-and-limits limit notices. */
export function ChatComposer({ busy, locked, remaining, inputRef, onSend, onPhoto }: ComposerProps) {
  const [text, setText] = useState('');
  const upload = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const voice = useVoice((message) => onSend(message, { isVoice: true }));
  const disabled = busy || locked;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || disabled) return;
    onSend(text);
    setText('');
  };

  const picked = (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (file) onPhoto(file);
    if (input) input.value = '';
  };

  return (
    <div className="border-t border-line/70 bg-surface px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      {locked ? (
        <div role="status" className="mb-2 rounded-2xl bg-blush-50 px-3 py-2 text-sm text-blush-800">
          <p className="font-semibold">{MESSAGES.chat.limitTitle}</p>
          <p>{MESSAGES.chat.limitText}</p>
        </div>
      ) : remaining <= LIMITS.chatWarningThreshold ? (
        <p role="status" className="mb-1.5 text-center text-xs font-medium text-peach-700">
          {remaining} messages remaining today
        </p>
      ) : null}
      <form onSubmit={submit} className="flex items-center gap-1">
        <input
          ref={upload}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Upload a photo"
          onChange={(e) => picked(e.currentTarget)}
          data-testid="chat-photo-input"
        />
        <input
          ref={camera}
          type="file"
          accept="image/jpeg"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-label="Take a photo"
          onChange={(e) => picked(e.currentTarget)}
        />
        <button
          type="button"
          className={iconButton}
          onClick={() => upload.current?.click()}
          disabled={busy}
          aria-label="Upload a photo"
        >
          <ImagePlus aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={iconButton}
          onClick={() => (prefersNativeCamera() ? camera.current?.click() : setCameraOpen(true))}
          disabled={busy}
          aria-label="Take a photo with the camera"
        >
          <Camera aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={cn(
            iconButton,
            voice.recording && 'bg-blush-600 text-white hover:bg-blush-700 hover:text-white',
          )}
          onClick={voice.toggle}
          disabled={disabled && !voice.recording}
          aria-pressed={voice.recording}
          aria-label={voice.recording ? 'Stop recording and send' : 'Record a voice message'}
        >
          {voice.recording ? (
            <Square aria-hidden="true" className="size-4 fill-current" />
          ) : (
            <Mic aria-hidden="true" className="size-5" />
          )}
        </button>
        <label className="sr-only" htmlFor="chat-input">
          Message the beauty expert
        </label>
        <input
          ref={inputRef}
          id="chat-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={disabled}
          maxLength={1000}
          autoComplete="off"
          placeholder={
            locked ? 'Come back tomorrow' : voice.recording ? 'Listening...' : 'Ask about your skin...'
          }
          className="h-11 min-w-0 flex-1 rounded-full border border-line bg-canvas px-4 text-base text-ink placeholder:text-ink-muted focus:border-blush-400 focus:outline-none disabled:opacity-60 sm:text-sm"
        />
        <button
          type="submit"
          disabled={disabled || !text.trim()}
          aria-label="Send message"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-blush-600 text-white shadow-glow transition-colors hover:bg-blush-700 disabled:opacity-45 disabled:shadow-none"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
      {cameraOpen ? (
        <CameraCapture
          onCapture={onPhoto}
          onUpload={() => upload.current?.click()}
          onClose={() => setCameraOpen(false)}
        />
      ) : null}
    </div>
  );
}
