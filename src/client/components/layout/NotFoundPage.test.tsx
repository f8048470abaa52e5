// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from '@client/lib/router';
import { afterEach, expect, it } from 'vitest';
import NotFoundPage from './NotFoundPage';

afterEach(cleanup);

it('titles the tab after the page, and gives the site title back when it goes', () => {
  document.title = 'Podium';
  const { unmount } = render(
    <MemoryRouter>
      <NotFoundPage />
    </MemoryRouter>,
  );
  expect(document.title).toBe('Page Not Found | Podium');
  unmount();
  expect(document.title).toBe('Podium');
});
