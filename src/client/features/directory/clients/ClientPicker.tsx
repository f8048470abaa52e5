import type { ComponentProps } from 'react';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import type { ClientOption } from '@shared/api/directory/clients/client-options';
import { OptionPicker } from '@client/components/admin-list/OptionPicker';

/** How a client reads in the picker: its name, marked when archived. */
const clientLabel = (c: ClientOption) => `${c.name}${c.archived ? ' (archived)' : ''}`;

/** An OptionPicker of the directory's clients (archived ones marked), for a form that links a record to a profile. */
export function ClientPicker(props: Omit<ComponentProps<typeof OptionPicker<ClientOption>>, 'route' | 'optionLabel'>) {
  return <OptionPicker<ClientOption> {...props} route={directoryAdminRoutes.clientOptions} optionLabel={clientLabel} />;
}
