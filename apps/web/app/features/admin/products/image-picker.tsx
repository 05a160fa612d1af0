import { useEffect, useMemo } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { productImageUrl } from '@seoul-glow/shared';
import { FieldError } from '~/components/ui/field';

/** Existing images (removable: they become deletedImages) and new files with previews. */
export function ImagePicker({
  existing,
  onRemoveExisting,
  files,
  onFiles,
  error,
}: {
  existing: string[];
  onRemoveExisting: (name: string) => void;
  files: File[];
  onFiles: (files: File[]) => void;
  error?: string;
}) {
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  const thumb = 'relative aspect-square overflow-hidden rounded-xl border border-line/70 bg-canvas';
  const removeBtn =
    'absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-full bg-surface/95 text-ink shadow-soft hover:bg-red-50 hover:text-red-700';
  return (
    <div className="space-y-3">
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {existing.map((name, i) => (
          <li key={name} className={thumb}>
            <img
              src={productImageUrl(name, 320)}
              alt={`Current image ${i + 1}`}
              className="size-full object-cover"
            />
            <button
              type="button"
              className={removeBtn}
              onClick={() => onRemoveExisting(name)}
              aria-label={`Remove current image ${i + 1}`}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
        {files.map((file, i) => (
          <li key={`${file.name}-${i}`} className={thumb}>
            <img src={previews[i]} alt={`New image ${file.name}`} className="size-full object-cover" />
            <button
              type="button"
              className={removeBtn}
              onClick={() => onFiles(files.filter((_, j) => j !== i))}
              aria-label={`Remove new image ${file.name}`}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
        <li>
          <label className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-blush-200 bg-blush-50/40 text-center text-xs font-semibold text-blush-700 hover:bg-blush-50 focus-within:ring-2 focus-within:ring-blush-400">
            <ImagePlus aria-hidden="true" className="size-6" />
            Add images
            <input
              type="file"
              accept="image/*"
              multiple
              aria-label="Images"
              className="sr-only"
              onChange={(e) => {
                const picked = Array.from(e.target.files ?? []);
                if (picked.length) onFiles([...files, ...picked]);
                e.target.value = '';
              }}
            />
          </label>
        </li>
      </ul>
      <p className="text-xs text-ink-muted">
        JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each. Images are converted to WebP.
      </p>
      {error ? <FieldError>{error}</FieldError> : null}
    </div>
  );
}
