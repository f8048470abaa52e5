// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

vi.mock('./EmblaControl', () => ({
  default: ({ actions }: { actions: unknown[] }) => <p data-testid="embla">started: {actions.join(',') || 'nothing'}</p>,
}));

const items = ['Ada', 'Grace', 'Mary'];
const renderCarousel = () => render(<Carousel items={items} label="Spotlight carousel" itemKey={(name) => name} render={(name) => <p>{name}</p>} />);
const carousel = () => screen.getByRole('region', { name: 'Spotlight carousel' });

afterEach(cleanup);

describe('Carousel', () => {
  it('shows every slide and its controls without starting Embla', () => {
    renderCarousel();
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe('true');
    expect(screen.queryByTestId('embla')).toBeNull();
  });

  it('starts Embla on the markup shown when a pointer comes over it, or focus comes into it', async () => {
    renderCarousel();
    const shown = carousel();
    fireEvent.pointerEnter(shown);
    expect((await screen.findByTestId('embla')).textContent).toBe('started: nothing');
    expect(carousel()).toBe(shown);
    cleanup();
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    expect((await screen.findByTestId('embla')).textContent).toBe('started: nothing');
    expect(document.activeElement).toBe(next);
  });

  it('plays the buttons, dots and arrow keys used before Embla was ready, in order', async () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    expect((await screen.findByTestId('embla')).textContent).toBe('started: next,prev');
    cleanup();
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect((await screen.findByTestId('embla')).textContent).toBe('started: 2');
  });

  it('turns a first swipe into next or previous, and a short touch into nothing', async () => {
    renderCarousel();
    fireEvent.touchStart(carousel(), { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(carousel(), { changedTouches: [{ clientX: 290 }] });
    expect((await screen.findByTestId('embla')).textContent).toBe('started: nothing');
    cleanup();
    renderCarousel();
    fireEvent.touchStart(carousel(), { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(carousel(), { changedTouches: [{ clientX: 180 }] });
    expect((await screen.findByTestId('embla')).textContent).toBe('started: next');
    cleanup();
    renderCarousel();
    fireEvent.touchStart(carousel(), { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(carousel(), { changedTouches: [{ clientX: 200 }] });
    expect((await screen.findByTestId('embla')).textContent).toBe('started: prev');
  });
});
