/** One entry of a route's meta() answer, as React Router takes it. */
export type MetaTag = Record<string, unknown>;

const ogContent = (tags: MetaTag[], property: string) =>
  tags.find((t) => t.property === property)?.content as string | undefined;

/**
 * The Twitter (X) card for a page that has Open Graph tags: the same title, description and image,
 * so a link shared there previews like everywhere else. Appended to a meta() answer; a page
 * without og:title is returned unchanged.
 */
export function withTwitterCard(tags: MetaTag[]): MetaTag[] {
  const title = ogContent(tags, 'og:title');
  if (!title) return tags;
  const description = ogContent(tags, 'og:description');
  const image = ogContent(tags, 'og:image');
  const alt = ogContent(tags, 'og:image:alt');
  const card: MetaTag[] = [
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    ...(description ? [{ name: 'twitter:description', content: description }] : []),
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ...(image && alt ? [{ name: 'twitter:image:alt', content: alt }] : []),
  ];
  return [...tags.filter((t) => typeof t.name !== 'string' || !t.name.startsWith('twitter:')), ...card];
}

/**
 * The meta() answer of a plain store page: title, description, Open Graph and the Twitter card,
 * with the canonical URL once the loader knows the origin (`url` null before that), and the
 * picture a shared link shows when the page has one.
 */
export function pageMeta({
  title,
  description,
  url,
  image,
}: {
  title: string;
  description: string;
  url: string | null;
  image?: { url: string; alt: string } | null;
}) {
  return withTwitterCard([
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(url
      ? [
          { tagName: 'link', rel: 'canonical', href: url },
          { property: 'og:url', content: url },
        ]
      : []),
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
  ]);
}
