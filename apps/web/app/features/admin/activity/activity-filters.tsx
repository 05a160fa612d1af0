import type { AuditListData } from '@seoul-glow/shared';
import { FilterSelect } from '~/components/admin/list-filters';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/field';
import { areaLabel } from './activity-labels';

export interface ActivityFilterValues {
  actorId: string;
  entity: string;
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilterValues = { actorId: '', entity: '', from: '', to: '' };

function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="block">
      <span className="mb-1 block text-xs font-medium text-ink-muted">{label}</span>
      <Input type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** Who, which area, and which days (first and last, inclusive). */
export function ActivityFilters({
  values,
  facets,
  onChange,
}: {
  values: ActivityFilterValues;
  facets: Pick<AuditListData, 'actors' | 'entities'> | undefined;
  onChange: (values: ActivityFilterValues) => void;
}) {
  const set = (patch: Partial<ActivityFilterValues>) => onChange({ ...values, ...patch });
  const any = Object.values(values).some(Boolean);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
      <div>
        <span className="mb-1 block text-xs font-medium text-ink-muted" aria-hidden="true">
          Who
        </span>
        <FilterSelect label="Who" value={values.actorId} onChange={(actorId) => set({ actorId })}>
          <option value="">Everyone</option>
          {facets?.actors.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.email}
            </option>
          ))}
        </FilterSelect>
      </div>
      <div>
        <span className="mb-1 block text-xs font-medium text-ink-muted" aria-hidden="true">
          Area
        </span>
        <FilterSelect label="Area" value={values.entity} onChange={(entity) => set({ entity })}>
          <option value="">All areas</option>
          {facets?.entities.map((e) => (
            <option key={e} value={e}>
              {areaLabel(e)}
            </option>
          ))}
        </FilterSelect>
      </div>
      <DayField label="From" value={values.from} onChange={(from) => set({ from })} />
      <DayField label="To" value={values.to} onChange={(to) => set({ to })} />
      <Button variant="ghost" onClick={() => onChange(NO_FILTERS)} disabled={!any}>
        Clear filters
      </Button>
    </div>
  );
}
