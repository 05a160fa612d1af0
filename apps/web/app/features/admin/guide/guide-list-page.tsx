import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Eye, EyeOff, Plus } from 'lucide-react';
import { GUIDE_TOPIC_LABELS, api, type AdminGuideArticle } from '@seoul-glow/shared';
import { DataTable, type Column } from '~/components/admin/data-table';
import { FlashMessage } from '~/components/admin/flash-message';
import { AdminPageHeader } from '~/components/admin/page-header';
import { RowAction } from '~/components/admin/row-action';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { formatDate } from '~/lib/admin/format';
import { useFlash } from '~/lib/admin/use-flash';
import { queryErrorText } from '~/lib/query-client';
import { guideArticlesQuery, guideKeys } from './guide-queries';

const LOAD_FAILED = 'The guide could not be loaded. Please try again.';
const LOAD = { failed: LOAD_FAILED, exception: LOAD_FAILED };

type Toggle = (a: AdminGuideArticle) => void;

function PublishedBadge({ a }: { a: AdminGuideArticle }) {
  return a.published ? <Badge tone="green">Published</Badge> : <Badge>Draft</Badge>;
}

function Actions({ a, toggle, place }: { a: AdminGuideArticle; toggle: Toggle; place: 'card' | 'table' }) {
  const Icon = a.published ? EyeOff : Eye;
  return (
    <>
      <button
        type="button"
        onClick={() => toggle(a)}
        aria-label={`${a.published ? 'Unpublish' : 'Publish'} ${a.title}`}
        className={`${place === 'card' ? 'grid size-11' : 'inline-grid size-10'} place-items-center rounded-lg text-ink-muted hover:bg-blush-50 hover:text-blush-700`}
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
      <RowAction action="edit" place={place} label={`Edit ${a.title}`} to={`/admin/guide/${a.slug}/edit`} />
    </>
  );
}

const columns = (toggle: Toggle): Column<AdminGuideArticle>[] => [
  {
    header: 'Title',
    cell: (a) => (
      <div>
        <p className="font-medium">{a.title}</p>
        <p className="text-xs text-ink-muted">/guide/{a.slug}</p>
      </div>
    ),
  },
  { header: 'Topic', cell: (a) => GUIDE_TOPIC_LABELS[a.topic], className: 'whitespace-nowrap' },
  { header: 'Status', cell: (a) => <PublishedBadge a={a} /> },
  { header: 'Reviewed', cell: (a) => formatDate(a.reviewedAt), className: 'whitespace-nowrap' },
  {
    header: 'Actions',
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (a) => <Actions a={a} toggle={toggle} place="table" />,
  },
];

/**
 * Admin → Guide (docs/product.md#the-skincare-guide): every article with its topic, whether the
 * store shows it and when it was last reviewed; add, edit, publish or unpublish.
 */
export function GuideListPage() {
  const list = useQuery(guideArticlesQuery());
  const error = queryErrorText(list.error, LOAD);
  const client = useQueryClient();
  const { flash, show } = useFlash();

  const toggle: Toggle = async (a) => {
    try {
      await adminApi(api.admin.guide.publish, {
        params: { slug: a.slug },
        body: { published: !a.published },
      });
      show('success', a.published ? `"${a.title}" is unpublished` : `"${a.title}" is published`);
      void client.invalidateQueries({ queryKey: guideKeys.all });
    } catch (err) {
      show('error', errorText(err, 'The article could not be changed. Please try again.'));
    }
  };

  const add = (
    <ButtonLink to="/admin/guide/new">
      <Plus aria-hidden="true" className="size-4" /> Add Article
    </ButtonLink>
  );
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Skincare Guide"
        description="The team's how-to articles: the store's /guide pages, search answers and the assistant read them."
        actions={add}
      />
      <FlashMessage flash={flash} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <DataTable
        label="Guide articles table"
        caption="Guide articles"
        columns={columns((a) => void toggle(a))}
        rows={list.data ?? []}
        rowKey={(a) => a.slug}
        loading={list.isFetching && !list.data}
        minWidth="min-w-[44rem]"
        hover
        cards={{
          label: 'Guide articles',
          className: 'flex items-start gap-3 p-4',
          render: (a) => (
            <>
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-medium">{a.title}</p>
                <p className="text-xs text-ink-muted">
                  {GUIDE_TOPIC_LABELS[a.topic]} · reviewed {formatDate(a.reviewedAt)}
                </p>
                <PublishedBadge a={a} />
              </div>
              <Actions a={a} toggle={(x) => void toggle(x)} place="card" />
            </>
          ),
        }}
        empty={
          <EmptyState
            icon={<BookOpen aria-hidden="true" className="size-6" />}
            title="No Articles Yet"
            description="The team's articles are added at the next start; you can also write one now."
            action={add}
          />
        }
      />
    </div>
  );
}
