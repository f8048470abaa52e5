import { describe, expect, it } from 'vitest';
import { isAutomatedAgent } from './person-visit';

describe('a person’s browser, or software fetching a link on its own', () => {
  it('takes browsers on desktops and phones, and in-app browsers, for people', () => {
    for (const agent of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0]',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LinkedInApp',
    ]) {
      expect(isAutomatedAgent(agent), agent).toBe(false);
    }
  });

  it('knows mail scanners, chat and social previews, crawlers, scripts and auditors, and a request with no agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Barracuda Sentinel (EE))',
      'Mozilla/5.0 (compatible; Proofpoint URL Defense)',
      'Mozilla/4.0 (compatible; ms-office; MSOffice 16)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'facebookexternalhit/1.1 Facebot Twitterbot/1.0',
      'WhatsApp/2.23.20.0',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Go-http-client/2.0',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      '',
      '   ',
      undefined,
    ]) {
      expect(isAutomatedAgent(agent), String(agent)).toBe(true);
    }
  });
});
