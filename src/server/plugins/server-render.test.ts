import { expect, it } from 'vitest';
import { fillRoot } from './server-render';

it('puts the rendered root in place, keeping replacement patterns in the text literal', () => {
  const html = '<body><div id="root"></div><script src="/a.js"></script></body>';
  const root = "<p>Raised $' and $& and $$ in a year</p>";
  expect(fillRoot(html, root)).toBe(`<body><div id="root">${root}</div><script src="/a.js"></script></body>`);
});
