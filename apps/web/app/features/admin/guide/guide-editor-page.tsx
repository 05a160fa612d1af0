import { useQuery } from '@tanstack/react-query';
import { Alert } from '~/components/ui/alert';
import { ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { LoadingBlock } from '~/components/ui/spinner';
import { AdminPageHeader } from '~/components/admin/page-header';
import { ApiError } from '~/lib/api-client';
import { queryErrorText } from '~/lib/query-client';
import { GuideEditor } from './guide-editor';
import { guideArticleQuery } from './guide-queries';

const LOAD_FAILED = 'The article could not be loaded. Please try again.';

/** /admin/guide/new and /admin/guide/{slug}/edit. */
export function GuideEditorPage({ slug }: { slug?: string }) {
  const article = useQuery({ ...guideArticleQuery(slug ?? ''), enabled: slug !== undefined });
  const editing = slug !== undefined;
  const missing = article.error instanceof ApiError && article.error.status === 404;
  const error = missing
    ? null
    : queryErrorText(article.error, { failed: LOAD_FAILED, exception: LOAD_FAILED });
  const back = (
    <ButtonLink to="/admin/guide" variant="secondary">
      Back to Guide
    </ButtonLink>
  );
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={editing ? 'Edit Article' : 'Add Article'}
        description={editing ? article.data?.title : 'Write a new Skincare Guide article.'}
        actions={back}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {editing && article.isPending && !article.error ? (
        <LoadingBlock />
      ) : missing ? (
        <EmptyState title="Article Not Found" description="No article has this address." action={back} />
      ) : editing && !article.data ? null : (
        <GuideEditor key={article.data?.slug ?? 'new'} article={article.data ?? null} />
      )}
    </div>
  );
}
