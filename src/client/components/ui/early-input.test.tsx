// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Input } from './Field';
import { Select } from './Select';
import { TextArea } from './TextArea';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form that shows what its state holds, as the app's forms decide what to send from it. */
function Form() {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [size, setSize] = useState('small');
  return (
    <form>
      <Input aria-label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextArea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <Select
        aria-label="Size"
        value={size}
        onChange={(e) => setSize(e.target.value)}
        options={[
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ]}
      />
      <output>{`${email}|${note}|${size}`}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Renders the form on the "server", lets `before` act on its HTML, then hydrates it. */
async function hydrateAfter(before: (container: HTMLElement) => void): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  before(container);
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
  return container;
}

const field = <T extends Element>(container: HTMLElement, label: string) => container.querySelector<T & Element>(`[aria-label="${label}"]`)!;

describe('useEarlyInput', () => {
  it('hands text typed and a choice made before hydration to the form, and keeps them on screen', async () => {
    const container = await hydrateAfter((page) => {
      field<HTMLInputElement>(page, 'Email').value = 'hana.host@example.com';
      field<HTMLTextAreaElement>(page, 'Note').value = 'Tuesdays suit me';
      field<HTMLSelectElement>(page, 'Size').value = 'large';
    });
    expect(container.querySelector('output')?.textContent).toBe('hana.host@example.com|Tuesdays suit me|large');
    expect(field<HTMLInputElement>(container, 'Email').value).toBe('hana.host@example.com');
    expect(field<HTMLTextAreaElement>(container, 'Note').value).toBe('Tuesdays suit me');
  });

  it('reports nothing when nobody typed, and later typing still reaches the form', async () => {
    const container = await hydrateAfter(() => undefined);
    expect(container.querySelector('output')?.textContent).toBe('||small');
    const email = field<HTMLInputElement>(container, 'Email');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(email, 'late@example.com');
      email.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(container.querySelector('output')?.textContent).toBe('late@example.com||small');
  });
});
