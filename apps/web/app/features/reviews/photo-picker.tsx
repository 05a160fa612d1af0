import { useEffect, useMemo } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { REVIEW_LIMITS } from '@seoul-glow/shared';

/** Up to three photos with previews; the server re-encodes them and strips their metadata. */
export function PhotoPicker({
  photos,
  onChange,
  error,
}: {
  photos: File[];
  onChange: (photos: File[]) => void;
  error?: string;
}) {
  const previews = useMemo(() => photos.map((p) => URL.createObjectURL(p)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = photos.length >= REVIEW_LIMITS.photos;
  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold text-ink">Photos (optional, up to {REVIEW_LIMITS.photos})</p>
      <ul className="flex flex-wrap gap-2">
        {previews.map((url, i) => (
          <li key={url} className="relative">
            <img
              src={url}
              alt={`Photo ${i + 1}`}
              className="size-20 rounded-xl object-cover ring-1 ring-line"
            />
            <button
              type="button"
              onClick={() => onChange(photos.filter((_, j) => j !== i))}
              className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-ink text-white"
              aria-label={`Remove photo ${i + 1}`}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
        {!full ? (
          <li>
            <label className="grid size-20 cursor-pointer place-items-center rounded-xl border-2 border-dashed border-line text-ink-muted hover:border-blush-300 hover:text-blush-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blush-400">
              <ImagePlus aria-hidden="true" className="size-6" />
              <span className="sr-only">Add photos</span>
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                multiple
                className="sr-only"
                onChange={(e) => {
                  const added = Array.from(e.target.files ?? []);
                  onChange([...photos, ...added].slice(0, REVIEW_LIMITS.photos));
                  e.target.value = '';
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </div>
  );
}
