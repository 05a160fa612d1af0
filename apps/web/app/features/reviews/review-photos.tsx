import { useState } from 'react';
import { reviewPhotoUrl } from '@seoul-glow/shared';
import { Modal } from '~/components/ui/modal';

/** A review's photos as thumbnails; one opens large in a dialog. Lazy: reviews sit below the fold. */
export function ReviewPhotos({ photos, author }: { photos: string[]; author: string }) {
  const [open, setOpen] = useState<string | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label="Photos">
        {photos.map((file, i) => (
          <li key={file}>
            <button
              type="button"
              onClick={() => setOpen(file)}
              className="block overflow-hidden rounded-xl ring-1 ring-line focus-visible:ring-2 focus-visible:ring-blush-400"
              aria-label={`Open photo ${i + 1} by ${author}`}
            >
              <img
                src={reviewPhotoUrl(file, 320)}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                decoding="async"
                className="size-20 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={`Photo by ${author}`} size="lg">
        {open ? (
          <img
            src={reviewPhotoUrl(open)}
            srcSet={`${reviewPhotoUrl(open, 640)} 640w, ${reviewPhotoUrl(open)} 1024w`}
            sizes="(min-width: 768px) 640px, 90vw"
            alt={`Shopper photo by ${author}`}
            className="mx-auto max-h-[70vh] w-auto rounded-xl"
          />
        ) : null}
      </Modal>
    </>
  );
}
