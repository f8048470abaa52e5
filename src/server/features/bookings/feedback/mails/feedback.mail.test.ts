import { describe, expect, it } from 'vitest';
import { feedbackAskMail } from './feedback-ask.mail';
import { feedbackReceivedMail } from './feedback-received.mail';
import { quoteAgreedMail } from './quote-agreed.mail';
import { quoteAskMail } from './quote-ask.mail';

const link = 'https://podium.test/feedback/tok?a=1&b=2';
const hostile = '<script>alert(1)</script>';

describe('feedback and quote mails', () => {
  it('asks the host for feedback, greeting them by name when known', () => {
    const mail = feedbackAskMail({ hostName: 'Hal Host', guestName: 'Gail Guest', showName: 'The Show', siteName: 'Podium', link });
    expect(mail.subject).toBe('How was Gail Guest on The Show?');
    for (const part of [mail.text, mail.html])
      for (const fact of ['Hello Hal Host,', 'The Show with Gail Guest', 'stays with Podium']) expect(part).toContain(fact);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('href="https://podium.test/feedback/tok?a=1&#38;b=2"');
    expect(feedbackAskMail({ hostName: null, guestName: 'G', showName: 'S', siteName: 'P', link }).text.startsWith('Hello,\n')).toBe(true);
  });

  it('tells the agency of feedback with its rating and words, or says there were none', () => {
    const mail = feedbackReceivedMail({ hostName: 'Hal Host', guestName: 'Gail Guest', showName: 'The Show', rating: 4, body: 'Great guest', link });
    expect(mail.subject).toBe('Feedback on Gail Guest from The Show: 4/5');
    for (const part of [mail.text, mail.html])
      for (const fact of ['Hal Host of The Show rated Gail Guest 4 out of 5', 'Great guest', 'Bookings page']) expect(part).toContain(fact);
    expect(mail.text).toContain(link);
    const empty = feedbackReceivedMail({ hostName: null, guestName: 'G', showName: 'S', rating: 2, body: '', link });
    expect(empty.text).toContain('The host of S');
    expect(empty.html).toContain('(No words added.)');
  });

  it('asks the host to be quoted with the exact quote, and tells the guest side they agreed', () => {
    const ask = quoteAskMail({ hostName: 'Hal Host', guestName: 'Gail Guest', showName: 'The Show', quote: 'A natural', siteName: 'Podium', link });
    expect(ask.subject).toBe('May Gail Guest quote you on their profile?');
    for (const part of [ask.text, ask.html])
      for (const fact of ['Hello Hal Host,', '“A natural”', '— Hal Host, The Show', 'Yes, quote me', 'profile at Podium']) expect(part).toContain(fact);
    expect(ask.text).toContain(link);
    const agreed = quoteAgreedMail({
      hostName: null,
      guestName: 'Gail Guest',
      showName: 'The Show',
      quote: 'A natural',
      profile: 'https://podium.test/profile/gail',
    });
    expect(agreed.subject).toBe('The host agreed to be quoted');
    for (const part of [agreed.text, agreed.html])
      for (const fact of ['Gail Guest on The Show', '“A natural”', 'https://podium.test/profile/gail']) expect(part).toContain(fact);
  });

  it('escapes hostile words in the HTML', () => {
    const mails = [
      feedbackAskMail({ hostName: hostile, guestName: hostile, showName: hostile, siteName: 'P', link }),
      feedbackReceivedMail({ hostName: hostile, guestName: hostile, showName: hostile, rating: 5, body: hostile, link }),
      quoteAskMail({ hostName: hostile, guestName: hostile, showName: hostile, quote: hostile, siteName: 'P', link }),
      quoteAgreedMail({ hostName: hostile, guestName: hostile, showName: hostile, quote: hostile, profile: 'https://x.test' }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script');
      expect(mail.html).toContain('&#60;script&#62;');
    }
  });
});
