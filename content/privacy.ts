import { OFFICES } from './offices';
import { SITE } from './site';

/**
 * The privacy notice (/privacy): what this site keeps about people, why, on what legal basis,
 * for how long, who receives it, and how to use one's rights (GDPR articles 13 and 15 to 17).
 * Written for what the site actually stores (docs/accounts.md, docs/subscriptions.md,
 * docs/back-office.md): change it with the behaviour it describes.
 */

/** A run of text, or a link within it. */
export type Inline = string | { text: string; href: string };

export type PrivacySection = {
  id: string;
  heading: string;
  paragraphs?: readonly (readonly Inline[])[];
  /** A table of what is kept: the record, why, the legal basis, how long. */
  records?: readonly { what: string; why: string; basis: string; kept: string }[];
  items?: readonly (readonly Inline[])[];
};

const HEAD_OFFICE = OFFICES.find((office) => office.id === 'gurugram')!;
const EU_OFFICE = OFFICES.find((office) => office.id === 'rotterdam')!;
const MAIL = { text: SITE.email, href: `mailto:${SITE.email}` };

export const PRIVACY = {
  title: 'Privacy notice',
  updated: '2026-12-04',
  intro: `This notice says what ${SITE.name} keeps about you when you use this website, why, for how long, who receives it, and how to see, correct or erase it. Reading the site needs no account and sets no tracking cookie.`,
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible',
      paragraphs: [
        [`${SITE.legalName}, ${HEAD_OFFICE.address.join(', ')}, is the controller of the data this site keeps. In the European Union you can also write to our office at ${EU_OFFICE.address.join(', ')}.`],
        ['For anything about your data, write to ', MAIL, ' with the subject “Privacy”.'],
      ],
    },
    {
      id: 'what-we-keep',
      heading: 'What we keep, why and for how long',
      records: [
        {
          what: 'Your account: e-mail address, a one-way hash of your password (never the password), the display name you choose, whether you confirmed your address, and a staff role if you work for us',
          why: 'To let you log in, comment and send us queries',
          basis: 'Performing our agreement with you (GDPR art. 6(1)(b))',
          kept: 'Until you delete your account',
        },
        {
          what: 'A session: a random token in a cookie named __session; we keep only its hash',
          why: 'To keep you logged in',
          basis: 'Performing our agreement with you',
          kept: 'Five days, or until you log out or change your password',
        },
        {
          what: 'A subscription: your e-mail address, the topics you follow, and the record of your consent (when, on which page, the wording you agreed to)',
          why: 'To mail you our insights, news and events',
          basis: 'Your consent (art. 6(1)(a)), which you can withdraw at any time',
          kept: 'Until you unsubscribe; an address never confirmed is deleted after 30 days',
        },
        {
          what: 'Your queries: your name or address, your question, and our answer',
          why: 'To answer you; the query is mailed to our inbox with your address to reply to',
          basis: 'Steps at your request before any agreement (art. 6(1)(b))',
          kept: 'Until you delete your account or ask us to erase it',
        },
        {
          what: 'Comments on events: your name or address and your text',
          why: 'To hear from the people who attend',
          basis: 'Our legitimate interest in our events (art. 6(1)(f))',
          kept: 'Until you delete your account or ask us to erase them',
        },
        {
          what: 'Comments on insights: the display name you chose (or “Reader”) and your text, both public. They hold no address and no account id',
          why: 'To publish the discussion under an article',
          basis: 'Our legitimate interest in a public discussion (art. 6(1)(f))',
          kept: 'As long as the article is online, unless our staff remove them; a report of a comment keeps only a one-way hash of the reporting account',
        },
        {
          what: 'Mails we send you: a copy of each (subject, text, time)',
          why: 'To deliver them once, and to show you what we sent',
          basis: 'As for the purpose of each mail',
          kept: 'Until you delete your account (once your address is confirmed) or ask us to erase them',
        },
        {
          what: 'A password reset: a hash of the six-digit code and a random token in a cookie named reset_flow',
          why: 'To let only you set a new password',
          basis: 'Performing our agreement with you',
          kept: 'Ten minutes (twenty once the code is confirmed)',
        },
        {
          what: 'Request logs of our hosting platform: the network address, time and page of each request',
          why: 'To run the site and trace faults and attacks',
          basis: 'Our legitimate interest in a working, secure site (art. 6(1)(f))',
          kept: '30 days',
        },
        {
          what: 'Your network address, in counters of attempts',
          why: 'To stop password guessing and abuse of our forms',
          basis: 'Our legitimate interest in a secure site (art. 6(1)(f))',
          kept: 'In the server’s memory only, for at most one hour; never written to storage',
        },
      ],
    },
    {
      id: 'recipients',
      heading: 'Who receives it',
      items: [
        ['Our staff who answer queries and look after comments and subscriptions, and no one else at the firm.'],
        ['Our hosting and database provider, Google (Firebase and Google Cloud), which stores the data for us under a data processing agreement.'],
        ['The provider that delivers our e-mails, which receives the address and the content of each mail we send.'],
        ['We sell nothing to anyone, and no advertising or analytics service receives your data from this site.'],
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights, and how to use them',
      items: [
        ['See your data (art. 15) and take it with you (art. 20): “Download my data” on ', { text: 'your account page', href: '/account' }, ' gives it as one file.'],
        ['Erase it (art. 17): “Delete your account” on ', { text: 'your account page', href: '/account' }, ' deletes the account with your queries, comments on events, subscription and the mails we sent you. Without an account, write to ', MAIL, '.'],
        ['Withdraw your consent to our mails: every mail we send has a link to change your topics or unsubscribe at once.'],
        ['Correct it (art. 16), restrict or object to it (art. 18 and 21): write to ', MAIL, '.'],
        ['Complain to a data protection authority, such as the Dutch Autoriteit Persoonsgegevens, or the one where you live or work.'],
      ],
    },
    {
      id: 'proving-your-address',
      heading: 'Why we ask you to confirm your address',
      paragraphs: [
        ['When you sign up or subscribe we mail a link to the address you gave. Until you follow it, nothing sent to that address (a subscription, our mails) is part of your account, so nobody can read what was sent to an address that is not theirs.'],
      ],
    },
  ] satisfies readonly PrivacySection[],
} as const;
