// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_LIMITS } from '@shared/api/messaging/messages';
import { Composer } from './Composer';

afterEach(cleanup);

const box = () => screen.getByRole('textbox', { name: 'Message Ada' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

/** Types into the box as a person would (the value changes, then the key goes down). */
function type(text: string) {
  fireEvent.change(box(), { target: { value: text } });
}

describe('Composer', () => {
  it('sends the trimmed text on Enter, clears the box and keeps the focus in it', async () => {
    const onSend = vi.fn(async () => undefined);
    const onStopTyping = vi.fn();
    render(<Composer to="Ada" onSend={onSend} onStopTyping={onStopTyping} />);
    box().focus();
    type('  Hello there  ');
    await act(async () => {
      fireEvent.keyDown(box(), { key: 'Enter' });
    });
    expect(onSend).toHaveBeenCalledWith('Hello there');
    expect(onStopTyping).toHaveBeenCalled();
    expect(box().value).toBe('');
    expect(document.activeElement).toBe(box());
  });

  it('leaves Shift+Enter to break the line, and sends nothing', () => {
    const onSend = vi.fn(async () => undefined);
    render(<Composer to="Ada" onSend={onSend} />);
    type('First line');
    const event = fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(event).toBe(true); // not prevented: the browser inserts the line break
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps Send disabled while the box is empty or blank, and Enter does nothing then', () => {
    const onSend = vi.fn(async () => undefined);
    render(<Composer to="Ada" onSend={onSend} />);
    expect(sendButton().disabled).toBe(true);
    type('   ');
    expect(sendButton().disabled).toBe(true);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    type('Hi');
    expect(sendButton().disabled).toBe(false);
  });

  it('keeps the text and shows the reason when sending fails', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('Too many messages, slow down');
    });
    render(<Composer to="Ada" onSend={onSend} />);
    type('Will this go?');
    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(screen.getByRole('alert').textContent).toBe('Too many messages, slow down');
    expect(box().value).toBe('Will this go?');
  });

  it('reports typing on input, and counts the characters left near the limit', () => {
    const onTyping = vi.fn();
    render(<Composer to="Ada" onSend={async () => undefined} onTyping={onTyping} />);
    type('a');
    expect(onTyping).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/characters left/)).toBeNull();
    type('a'.repeat(MESSAGE_LIMITS.bodyMax - 20));
    expect(screen.getByText('20 characters left')).toBeTruthy();
    expect(box().maxLength).toBe(MESSAGE_LIMITS.bodyMax);
  });
});
