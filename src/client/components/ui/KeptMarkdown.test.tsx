// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptMarkdown } from './KeptMarkdown';

const rendered = vi.hoisted(() => ({ texts: [] as string[] }));
vi.mock('./Markdown', async (original) => {
  const { default: Markdown } = await original<typeof import('./Markdown')>();
  return {
    default: ({ children }: { children: string }) => {
      rendered.texts.push(children);
      return <Markdown>{children}</Markdown>;
    },
  };
});

const bio = 'Builds **engines** of thought.';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  rendered.texts = [];
});

/** The page as the server sent it: the bio already rendered under its id. */
async function serverPage(text: string) {
  const { default: Markdown } = await vi.importActual<typeof import('./Markdown')>('./Markdown');
  const mark = /data-markdown="([^"]+)"/.exec(
    renderToString(
      <KeptMarkdown id="about-bio" fallback={null}>
        {text}
      </KeptMarkdown>,
    ),
  )?.[1];
  document.body.innerHTML = `<main><div id="about-bio" data-markdown="${mark}">${renderToString(<Markdown>{text}</Markdown>)}</div></main>`;
  rendered.texts = [];
}

describe('KeptMarkdown', () => {
  it('keeps the bio the server rendered, without running the markdown renderer', async () => {
    await serverPage(bio);
    const before = document.getElementById('about-bio')!.innerHTML;
    render(
      <KeptMarkdown id="about-bio" fallback={<p>plain</p>}>
        {bio}
      </KeptMarkdown>,
    );
    const kept = document.querySelectorAll('#about-bio');
    expect(kept[kept.length - 1].innerHTML).toBe(before);
    expect(screen.getAllByText('engines')[0].tagName).toBe('STRONG');
    expect(rendered.texts).toEqual([]);
  });

  it('renders a bio the page does not show yet, and a changed bio, with the markdown renderer', async () => {
    await serverPage('Something else entirely.');
    const { rerender } = render(
      <KeptMarkdown id="about-bio" fallback={<p>plain</p>}>
        {bio}
      </KeptMarkdown>,
    );
    expect((await screen.findByText('engines')).tagName).toBe('STRONG');
    expect(rendered.texts).toContain(bio);
    rerender(
      <KeptMarkdown id="about-bio" fallback={<p>plain</p>}>
        {'A *new* bio.'}
      </KeptMarkdown>,
    );
    expect((await screen.findByText('new')).tagName).toBe('EM');
  });

  it('renders anew when the kept bio changes after hydration', async () => {
    await serverPage(bio);
    const { rerender } = render(
      <KeptMarkdown id="about-bio" fallback={<p>plain</p>}>
        {bio}
      </KeptMarkdown>,
    );
    rerender(
      <KeptMarkdown id="about-bio" fallback={<p>plain</p>}>
        {'An **edited** bio.'}
      </KeptMarkdown>,
    );
    expect((await screen.findByText('edited')).tagName).toBe('STRONG');
    expect(rendered.texts).toContain('An **edited** bio.');
    expect(rendered.texts).not.toContain(bio);
  });
});
