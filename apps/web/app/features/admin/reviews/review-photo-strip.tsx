import { reviewPhotoUrl } from '@seoul-glow/shared';

/** A review's photos at thumbnail size, each opening the full image in a new tab. */
export function ReviewPhotoStrip({ photos }: { photos: string[] }) {
  if (!photos.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Photos">
      {photos.map((file, i) => (
        <li key={file}>
          <a
            href={reviewPhotoUrl(file)}
            target="_blank"
            rel="noreferrer"
            aria-label={`Photo ${i + 1}, full size`}
          >
            <img
              src={reviewPhotoUrl(file, 320)}
              alt=""
              className="size-24 rounded-xl object-cover ring-1 ring-line"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
