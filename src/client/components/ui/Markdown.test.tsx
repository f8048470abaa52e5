// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import Markdown from './Markdown';

it('moves headings down under the page’s sections and shows links with unsafe schemes as plain text', () => {
  const { container } = render(
    <Markdown>
      {'# One\n\n## Two\n\n### Three\n\n[ok](https://x.test) [bad](javascript:alert(1)) [mail](mailto:a@b.test) [rel](/profile/x)\n\n<b>raw</b>'}
    </Markdown>,
  );
  expect(container.querySelector('h3')?.textContent).toBe('One');
  expect(container.querySelector('h4')?.textContent).toBe('Two');
  expect(container.querySelector('h5')?.textContent).toBe('Three');
  expect(container.querySelector('h1')).toBeNull();
  const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  // the unsafe link is its plain text: no focusable <a href="">, no stray ")"
  expect(hrefs).toEqual(['https://x.test', 'mailto:a@b.test', '/profile/x']);
  expect(container.textContent).toContain('ok bad mail rel');
  expect(container.querySelector('b')).toBeNull();
});

it('makes a text’s highest heading an h3 whatever its level, keeping the steps below it', () => {
  const { container } = render(<Markdown>{'Intro\n\n## Career\n\n### Boards\n\n## Talks'}</Markdown>);
  expect([...container.querySelectorAll('h3, h4, h5, h6')].map((h) => `${h.tagName} ${h.textContent}`)).toEqual(['H3 Career', 'H4 Boards', 'H3 Talks']);
});

it('caps a deep heading at h6', () => {
  const { container } = render(<Markdown>{'# Top\n\n###### Deep'}</Markdown>);
  expect(container.querySelector('h6')?.textContent).toBe('Deep');
});
