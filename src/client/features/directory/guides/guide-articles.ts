/** One part of a guide: a heading, its paragraphs and, when the order matters, numbered steps. */
interface GuidePart {
  heading: string;
  paragraphs: string[];
  steps?: string[];
}

/** A guide's text: the opening paragraph and its parts. */
export interface GuideArticle {
  lede: string;
  parts: GuidePart[];
}

/** The text of each guide, by guide id (src/shared/guides.ts). */
export const GUIDE_ARTICLES: Record<string, GuideArticle> = {
  booking: {
    lede:
      'Executives say yes to shows they understand. A short, specific request gets a faster answer than a long one, and it gives our team what we need to find a date that works for both calendars.',
    parts: [
      {
        heading: 'Before you write',
        paragraphs: [
          'Read the profile first. The About section, the talking points and the podcasts a guest has already appeared on tell you what they speak about well, and what they have said many times before.',
          'Pick one angle for your episode. "Leadership" is not an angle; "what a first-time CEO gets wrong in the first ninety days" is.',
        ],
      },
      {
        heading: 'What to send us',
        paragraphs: ['Write to the address at the foot of every page. One email is enough when it answers these questions:'],
        steps: [
          'Your show: its name, a link, and who listens to it.',
          'The angle: the one topic you want the guest for, in a sentence or two.',
          'The format: length, audio or video, live or recorded, solo or panel.',
          'Two or three possible dates, with your time zone.',
          'Anything the guest should know in advance: a sponsor, an embargo, a related episode.',
        ],
      },
      {
        heading: 'What happens next',
        paragraphs: [
          'We answer within two working days, usually with a yes, a counter-proposal of dates, or a better-suited guest from the directory. Once a date is agreed, we send a calendar invitation to you and the guest and share any briefing material you need.',
          'Please book through us rather than the guest directly: we keep their calendar, and we make sure nothing is promised twice.',
        ],
      },
      {
        heading: 'On the day',
        paragraphs: [
          'Send the recording link at least a day ahead. Executives are punctual but tightly scheduled: plan to start on time and to finish when you said you would. Tell us when the episode goes live, and we will share it with the guest and their team.',
        ],
      },
    ],
  },
  interview: {
    lede:
      'The episodes listeners finish have a shape: a clear promise at the start, a few stories with real detail, and one idea people repeat afterwards. Every profile gives you the material to plan that shape before you press record.',
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
    lede:
      'Every profile exports a one-sheet: a printable PDF with the guest\'s portrait, bio, keywords, talking points and sample questions. It is made for the people around the host who need the essentials quickly.',
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
