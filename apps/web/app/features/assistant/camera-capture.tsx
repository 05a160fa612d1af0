import { useEffect, useRef } from 'react';
import { Camera, X } from 'lucide-react';
import { useCameraStream } from './use-camera-stream';

interface CameraCaptureProps {
  /** Called with the captured frame as a JPEG file (docs/product.md#constants-and-limits: camera capture is jpeg). */
  onCapture(file: File): void;
  /** Opens the photo picker instead (offered when the camera cannot be opened). */
  onUpload(): void;
  onClose(): void;
}

/** Phones and tablets open their own camera app from `<input capture>`; laptops get this view. */
export function prefersNativeCamera(): boolean {
  return (
    typeof window !== 'undefined' &&
    (window.matchMedia?.('(pointer: coarse)').matches || !navigator.mediaDevices?.getUserMedia)
  );
}

/**
 * A live camera view inside the chat panel for devices without a camera app (laptops with a
 * webcam): the shopper frames the label or their skin and takes a still, sent as JPEG. The
 * stream never leaves the browser and is stopped as soon as the view closes.
 */
export function CameraCapture({ onCapture, onUpload, onClose }: CameraCaptureProps) {
  const shutter = useRef<HTMLButtonElement>(null);
  const fallback = useRef<HTMLButtonElement>(null);
  const { video, ready, failed, take } = useCameraStream((file) => {
    onCapture(file);
    onClose();
  });

  useEffect(() => {
    if (failed) fallback.current?.focus();
    else if (ready) shutter.current?.focus();
  }, [failed, ready]);

  // Escape closes the camera, not the whole chat panel: claimed before the dialog sees it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Take a photo"
      className="absolute inset-0 z-20 flex flex-col bg-ink p-4 text-white"
    >
      <div className="mb-3 flex items-center justify-between">
        <p className="font-semibold">Take a photo</p>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the camera"
          className="grid size-10 place-items-center rounded-full hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center overflow-hidden rounded-2xl bg-black">
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera preview"
          data-testid="camera-preview"
          className="max-h-full max-w-full object-contain"
        />
        {failed ? (
          <div role="alert" className="absolute inset-x-4 text-center text-sm">
            <p>The camera could not be opened. Allow camera access, or upload a photo instead.</p>
            <button
              ref={fallback}
              type="button"
              onClick={() => {
                onClose();
                onUpload();
              }}
              className="mt-3 inline-flex h-10 items-center rounded-full bg-white px-5 font-semibold text-ink"
            >
              Upload a photo
            </button>
          </div>
        ) : !ready ? (
          <p role="status" className="absolute text-sm text-white/80">
            Starting the camera...
          </p>
        ) : null}
      </div>
      <p className="mt-3 text-center text-xs text-white/75">
        Frame the ingredient list or your skin in good light. The photo is only read for text.
      </p>
      <button
        ref={shutter}
        type="button"
        onClick={take}
        disabled={!ready}
        className="mx-auto mt-3 inline-flex h-12 items-center gap-2 rounded-full bg-white px-6 font-semibold text-ink disabled:opacity-50"
      >
        <Camera aria-hidden="true" className="size-5" />
        Capture photo
      </button>
    </div>
  );
}
