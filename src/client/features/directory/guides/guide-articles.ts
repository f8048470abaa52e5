/** One part of a guide: a heading, its paragraphs and, when the order matters, numbered steps. */
interface GuidePart {
  heading: string;
  paragraphs: string[];
  steps?: string[];
}

/** A guide's text: the opening paragraph and its parts. */
interface GuideArticle {
  lede: string;
  parts: GuidePart[];
}

/** The text of each guide, by guide id (src/shared/guides.ts). */
export const GUIDE_ARTICLES: Record<string, GuideArticle> = {
  booking: {
    lede: 'Executives say yes to shows they understand. A short, specific request gets a clear answer sooner, and it gives the agency what it needs to find a time that works for both calendars. You need no account: you ask on the guest’s profile, and everything after that comes to you by email.',
    parts: [
      {
        heading: 'Before you ask',
        paragraphs: [
          'Read the profile first. The About section, the talking points and the podcasts a guest has already appeared on tell you what they speak about well, and what they have said many times before.',
          'Pick one angle for your episode. "Leadership" is not an angle; "what a first-time CEO gets wrong in the first ninety days" is.',
        ],
      },
      {
        heading: 'Sending your request',
        paragraphs: ['On the guest’s profile, press “Request this guest”. A short form asks for:'],
        steps: [
          'Your name, your email, and your show: its name and a link to its feed or website.',
          'The topic: one of the guest’s talking points, or your own angle in a sentence.',
          'Two to five times you could record, in your own time zone. The form starts from your device’s time zone, and you can change it.',
          'Audio or video, remote or in person and, if you like, the size of your audience and a message.',
        ],
      },
      {
        heading: 'Confirm it by email',
        paragraphs: ['We then email you a private link to your request’s page. Open it and confirm the request: until you do, nobody at the agency sees it.'],
      },
      {
        heading: 'When the agency answers',
        paragraphs: [
          'The agency answers by email, with a private link to your request’s page. Keep these emails to yourself: the link is the only key to your request. On that page you can:',
        ],
        steps: [
          'Read the agency’s messages and reply to them.',
          'Pick one of the times the agency proposes, when none of yours suited the guest.',
          'Confirm a time held for you before the hold runs out. The email says until when, and we remind you before it ends.',
          'Withdraw the request if your plans change.',
        ],
      },
      {
        heading: 'A time held, then confirmed',
        paragraphs: [
          'Some guests approve each show themselves: then the time is held while they do, and you are asked to confirm once they have. If the guest can’t do it this time, the agency tells you why.',
          'Once the time is confirmed, you and the guest each get a calendar invitation, in your own time zones; your request’s page has it too. When the agency gives a link for the recording, it is in the invitation.',
          'Please book through the agency rather than the guest directly: we keep their calendar, and we make sure a time is never promised twice.',
        ],
      },
      {
        heading: 'On the day and after',
        paragraphs: [
          'Executives are punctual but tightly scheduled: plan to start on time and to finish when you said you would. Anything the agency should know before then, write on your request’s page.',
          'After the episode is released, the agency may email you a link to tell us how it went: a rating and, if you like, a few words. Your feedback stays with the agency. The guest may ask to quote a few of your sentences on their profile, with your name and show: we email you the exact quote, and nothing is shown unless you agree.',
        ],
      },
    ],
  },
  interview: {
    lede: 'The episodes listeners finish have a shape: a clear promise at the start, a few stories with real detail, and one idea people repeat afterwards. Every profile gives you the material to plan that shape before you press record.',
    parts: [
      {
        heading: 'Start from the talking points',
        paragraphs: [
          'Talking points are the subjects a guest knows best, written in their own words. Choose two or three that fit your angle, and leave the rest. An interview that tries to cover everything ends up saying nothing in particular.',
        ],
      },
      {
        heading: 'Use the sample questions as a starting point',
        paragraphs: [
          'The sample questions on each profile are there to open doors, not to be read out in order. Rewrite them in your own voice, and add the follow-up you would ask if the answer surprised you.',
        ],
        steps: [
          'Open with a question only this guest can answer.',
          'Ask for one concrete example in each part: a decision, a number, a moment.',
          'Leave room for a disagreement: ask what most people get wrong about the topic.',
          'Close with something listeners can use tomorrow.',
        ],
      },
      {
        heading: 'Listen to what they have already said',
        paragraphs: [
          'The podcasts and videos on a profile show how a guest tells their stories. Listen to one or two. You will avoid the questions they have answered many times, and find the thread nobody has pulled yet.',
        ],
      },
      {
        heading: 'Share your plan',
        paragraphs: [
          'Send us your outline a few days before the recording. Guests prepare better when they know the direction, and the conversation stays natural when nobody is caught off guard by the basics.',
        ],
      },
    ],
  },
  'one-sheet': {
    lede: "Every profile exports a one-sheet: a printable PDF with the guest's portrait, bio, keywords, talking points and sample questions. It is made for the people around the host who need the essentials quickly.",
    parts: [
      {
        heading: 'Where to find it',
        paragraphs: [
          'Open a profile and choose PDF in its header; on a phone it is in the menu. The one-sheet opens in a new tab, ready to print or save. It always reflects the profile as it is today, so download it again if some time has passed.',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: ['One page answers the questions that usually take an email thread:'],
        steps: [
          'Producers: the bio and talking points to write the episode notes and the introduction.',
          'Sponsors and partners: a clear picture of who the guest is and what they will talk about.',
          'Event organisers: the headline and keywords for a programme or a panel description.',
        ],
      },
      {
        heading: 'Using it well',
        paragraphs: [
          'Quote the bio as it stands, or shorten it, but keep the facts unchanged: titles and figures are checked with each guest. When you need a different length, a photo in another format or an updated detail, write to us and we will send it.',
        ],
      },
    ],
  },
};
