// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TalkingPointBody } from '@shared/api/directory/talking-points/talking-points';
import { TalkingPointForm } from './TalkingPointForm';

afterEach(cleanup);

/** An add form whose save waits until `finish` is called, with what it was asked to save. */
function renderAddForm() {
  const saved: TalkingPointBody[] = [];
  let finish: () => void = () => undefined;
  render(
    <TalkingPointForm
      submitLabel="Add talking point"
      pending={false}
      onSubmit={(body) => {
        saved.push(body);
        return new Promise((resolve) => {
          finish = () => resolve(true);
        });
      }}
    />,
  );
  const title = screen.getByLabelText('Title') as HTMLInputElement;
  const full = screen.getByLabelText('Full text') as HTMLTextAreaElement;
  return { saved, title, full, finish: () => finish() };
}

describe('TalkingPointForm', () => {
  it('empties once the new point is saved', async () => {
    const { saved, title, full, finish } = renderAddForm();
    fireEvent.change(title, { target: { value: 'Alpha point' } });
    fireEvent.change(full, { target: { value: 'Why alpha comes first.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add talking point' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    finish();
    await waitFor(() => expect(title.value).toBe(''));
    expect(full.value).toBe('');
  });

  it('keeps what was typed while the save was on its way', async () => {
    const { saved, title, full, finish } = renderAddForm();
    fireEvent.change(title, { target: { value: 'Alpha point' } });
    fireEvent.change(full, { target: { value: 'Why alpha comes first.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add talking point' }));
    await waitFor(() => expect(saved).toEqual([{ talkingPointTitle: 'Alpha point', talkingPointFull: 'Why alpha comes first.' }]));
    // the next point's title, typed before the first save answers; its full text not yet
    fireEvent.change(title, { target: { value: 'Beta point' } });
    finish();
    await waitFor(() => expect(full.value).toBe(''));
    expect(title.value).toBe('Beta point');
  });
});
