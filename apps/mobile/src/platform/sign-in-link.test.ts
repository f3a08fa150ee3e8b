import { tokenFromUrl } from './sign-in-link';

test.each([
  ['https://bakery.example/guest?token=abc_DEF-123', 'abc_DEF-123'],
  ['https://bakery.example/guest?lang=it&token=abc%2Fx#top', 'abc/x'],
  ['brotzeit://guest?token=app-token', 'app-token'],
  ['https://bakery.example/guest', null],
  ['https://bakery.example/guest?token=', null],
  ['https://bakery.example/guest?token=%E0%A4%A', null],
  [null, null],
])('%s → %s', (url, token) => {
  expect(tokenFromUrl(url)).toBe(token);
});
