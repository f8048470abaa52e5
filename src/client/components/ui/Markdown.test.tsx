// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import Markdown from './Markdown';

it('shifts headings down two levels and shows links with unsafe schemes as plain text', () => {
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
