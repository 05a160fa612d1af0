import { queryOptions } from '@tanstack/react-query';
import { api } from '@seoul-glow/shared';
import { adminData } from '~/lib/admin/admin-api';

export const guideKeys = {
  all: ['admin', 'guide'] as const,
  list: ['admin', 'guide', 'list'] as const,
  article: (slug: string) => ['admin', 'guide', 'article', slug] as const,
};

/** Every article of the Skincare Guide, unpublished ones too. */
export const guideArticlesQuery = () =>
  queryOptions({
    queryKey: guideKeys.list,
    queryFn: async ({ signal }) => (await adminData(api.admin.guide.list, { signal })).articles,
  });

/** One article as the server has it now: the form starts from it, so no copy is kept between visits. */
export const guideArticleQuery = (slug: string) =>
  queryOptions({
    queryKey: guideKeys.article(slug),
    queryFn: ({ signal }) => adminData(api.admin.guide.get, { params: { slug }, signal }),
    gcTime: 0,
    staleTime: 0,
  });
