import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ADMIN_PAGE_SIZES, adminMaxPage } from '@shared/api/admin-lists';
import { Button } from '../ui/Button';
import { Select } from '../ui/Select';
import type { ListParams, ListParamsUpdate } from './use-list-params';

const SIZE_OPTIONS = ADMIN_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }));

/** The footer of an admin table: which rows are shown of how many, the page size, previous and next. */
export function ListPagination({
  label,
  params,
  total,
  totalCapped,
  shown,
  onParamsChange,
}: {
  label: string;
  params: ListParams;
  total: number;
  totalCapped: boolean;
  shown: number;
  onParamsChange: (change: ListParamsUpdate) => void;
}) {
  const first = shown === 0 ? 0 : (params.page - 1) * params.pageSize + 1;
  const last = first === 0 ? 0 : first + shown - 1;
  const pages = Math.max(1, Math.ceil(total / params.pageSize));
  const hasNext = (params.page < pages || totalCapped) && params.page < adminMaxPage(params.pageSize) && shown === params.pageSize;
  return (
    <nav aria-label={`Pages of ${label}`} className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm text-ink-soft">
      <p aria-live="polite">
        {first}–{last} of {total.toLocaleString()}
        {totalCapped ? '+' : ''}
      </p>
      <div className="flex items-center gap-2">
        <Select
          aria-label="Rows per page"
          className="h-9 w-auto"
          options={SIZE_OPTIONS}
          value={String(params.pageSize)}
          onChange={(event) => onParamsChange({ pageSize: Number(event.target.value) })}
        />
        <Button variant="secondary" size="sm" aria-label="Previous page" disabled={params.page <= 1} onClick={() => onParamsChange({ page: params.page - 1 })}>
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <span className="whitespace-nowrap tabular-nums">
          Page {params.page}
          {totalCapped ? '' : ` of ${pages}`}
        </span>
        <Button variant="secondary" size="sm" aria-label="Next page" disabled={!hasNext} onClick={() => onParamsChange({ page: params.page + 1 })}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
