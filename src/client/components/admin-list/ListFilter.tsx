import type { ComponentProps } from 'react';
import { SelectField } from '@client/components/ui/Select';
import type { ListParams, ListParamsUpdate } from './use-list-params';

/** Props of ListFilter: the select's own (label, options, width) and the list filter it reads and sets. */
type ListFilterProps = Omit<ComponentProps<typeof SelectField>, 'value' | 'onChange' | 'name'> & {
  /** The filter's name in the list's address (`?status=…`). */
  name: string;
  params: Pick<ListParams, 'filters'>;
  update: (change: ListParamsUpdate) => void;
};

/** One of an admin list's filters as a labelled select, kept in the list's address (`useListParams`). */
export function ListFilter({ name, params, update, ...field }: ListFilterProps) {
  return <SelectField {...field} value={params.filters[name]} onChange={(e) => update({ filters: { [name]: e.target.value } })} />;
}
