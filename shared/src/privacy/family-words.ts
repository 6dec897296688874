import type { Language } from '../language';
import { BOARD_URL, PRIVACY_CONTACT } from './notice';
import { RIGHTS_REQUEST_LABELS, type RightsRequestKind } from './rights';
import { FAMILY_WORDS_HI } from './family-words.hi';
import { FAMILY_WORDS_MR } from './family-words.mr';

/*
 * Every word of the emails the college sends a family and of the pages the API renders for
 * them (the guardian's consent page, withdrawal, rights requests), one module per language,
 * as the forms' words are (form-words.ts, form-words.{mr,hi}.ts). The family's language is
 * that of the page their enquiry or request came from, and every page and email after it
 * speaks it (docs/decisions/054-the-family-language-and-one-step-withdrawal.md). The privacy
 * notice itself is versioned content of its own (notices/). Only the API reads this module.
 */

export interface FamilyWords {
  /** The locale whose dates these words read (Intl.DateTimeFormat). */
  locale: string;
  /** "India time" after a date and time. */
  indiaTime: string;
  mail: {
    greeting: (name: string) => string;
    hello: string;
    /** Said in every email a request from the website can cause (ADR 041). */
    whyThisEmail: string;
    noticeHeading: (title: string, languageName: string, version: string) => string;
    footer: {
      withdraw: (link: string) => string;
      rights: (url: string) => string;
      notice: (url: string) => string;
      contact: string;
      grievance: string;
    };
    acknowledgement: {
      subject: (program: string) => string;
      thanks: (program: string, short: string, college: string) => string;
      brochure: (url: string) => string;
      next: string;
      copy: string;
    };
    recorded: {
      subject: (program: string) => string;
      thanks: (program: string, short: string, college: string, metBy: string) => string;
      metBy: Readonly<Record<string, string>>;
      told: string;
    };
    guardian: {
      subject: (college: string) => string;
      asked: (student: string, program: string, short: string, college: string) => string;
      law: string;
      expires: (until: string) => string;
    };
    withdrawal: {
      subject: (college: string) => string;
      asked: (college: string) => string;
      open: string;
      then: string;
      notYou: string;
    };
    rights: {
      /** What each kind of request asks for, after "to": "to see the personal data…". */
      what: Readonly<Record<RightsRequestKind, string>>;
      linkSubject: (college: string, kind: string) => string;
      asked: (what: string) => string;
      open: (hours: number) => string;
      notYou: string;
      receivedSubject: (kind: string) => string;
      received: (what: string, due: string) => string;
      fromOfficer: string;
      accessSubject: (college: string) => string;
      access: string;
      accessFiles: string;
      correctionSubject: string;
      correction: (fields: string) => string;
      /** The fields a correction names, by their key. */
      fields: Readonly<Record<string, string>>;
      erasureSubject: string;
      erasure: string;
      nominationSubject: string;
      nomination: (nominee: string) => string;
      grievanceSubject: string;
      grievance: string;
      complaint: string;
    };
  };
  /** The kinds of rights request, as the person reads them. */
  rightsLabels: Readonly<Record<RightsRequestKind, string>>;
  pages: {
    contactHeading: string;
    noticeLink: string;
    withdrawLink: string;
    rightsLink: string;
    readIn: string;
    /** The switch of a page's language: "Read this page in:". */
    pageIn: string;
    /**
     * The titles of the pages refusing a withdrawal or rights request posted without JavaScript,
     * by status (api/src/http/form-errors.ts); `other` for any else.
     */
    refused: { 400: string; 413: string; 415: string; 429: string; 503: string; other: string };
    problems: {
      invalid: { title: string; text: string };
      used: { title: string; text: string };
      expired: { title: string; text: string };
      /** A withdrawal link already used: the consent is withdrawn. */
      withdrawUsed: string;
      withdrawExpired: string;
      rightsExpired: string;
    };
    guardian: {
      title: (student: string) => string;
      asked: (student: string, program: string) => string;
      law: string;
      choose: (until: string) => string;
      agree: string;
      decline: string;
      /** What the guardian states before agreeing (ADR 055). */
      statement: {
        legend: string;
        hint: string;
        name: string;
        relationship: string;
        relationships: Readonly<Record<'mother' | 'father' | 'guardian', string>>;
        adult: string;
        errorTitle: string;
        errors: Readonly<Record<'guardian_name' | 'relationship' | 'guardian_adult', string>>;
      };
    };
    guardianAnswer: {
      agreedTitle: string;
      agreed: string;
      withdrawBefore: string;
      withdrawLink: string;
      withdrawAfter: string;
      declinedTitle: string;
      declined: string;
    };
    withdraw: {
      title: string;
      text: string;
      button: string;
      doneTitle: string;
      done: string;
      sentTitle: string;
      sent: string;
      noEmail: string;
    };
    rights: {
      sentTitle: string;
      sent: (hours: number) => string;
      mobile: string;
      confirmTitle: string;
      confirm: (kind: string, days: number) => string;
      button: string;
      confirmedTitle: string;
      confirmed: (due: string) => string;
    };
  };
}

export const FAMILY_WORDS_EN: FamilyWords = {
  locale: 'en-IN',
  indiaTime: 'India time',
  mail: {
    greeting: (name) => `Dear ${name},`,
    hello: 'Hello,',
    whyThisEmail:
      'We sent this email because this address was typed into a form on our website. If that was not you or someone you know, ignore it: we will not write again unless asked.',
    noticeHeading: (title, languageName, version) =>
      `${title} (${languageName}, version ${version})`,
    footer: {
      withdraw: (link) =>
        `To withdraw your consent at any time, with one button and nothing to fill in: ${link}`,
      rights: (url) =>
        `To see, correct or erase your data, nominate someone or raise a grievance: ${url}`,
      notice: (url) => `Our privacy notice: ${url}`,
      contact: 'Privacy contact',
      // The privacy contact's sentence, which /privacy and /contact show too (ADR 055).
      grievance: PRIVACY_CONTACT.grievance,
    },
    acknowledgement: {
      subject: (program) => `We received your enquiry about ${program}`,
      thanks: (program, short, college) =>
        `Thank you for your enquiry about the ${program} (${short}) at ${college}.`,
      brochure: (url) => `The brochure you asked for: ${url}`,
      next: 'What happens next: a member of our admissions team will call you on the mobile number you gave, usually within two working days, to answer your questions about admission. You do not need to do anything until then.',
      copy: 'Below is a copy of the privacy notice you agreed to when you sent the form.',
    },
    recorded: {
      subject: (program) => `Your enquiry about ${program}: our privacy notice`,
      thanks: (program, short, college, metBy) =>
        `Thank you for your interest in the ${program} (${short}) at ${college}. A member of our admissions team noted your enquiry ${metBy}, and will call you about admission.`,
      metBy: {
        phone: 'when you phoned our admissions office',
        'walk-in': 'when you visited our admissions office',
        fair: 'at an education fair',
        referral: 'when you were referred to us',
        other: 'when you contacted our admissions team',
        aggregator: 'through the website where you asked colleges to contact you',
      },
      told: 'They told you of our privacy notice and you agreed to it. Below is a copy, for you to keep. You can withdraw your consent at any time with the link at the end.',
    },
    guardian: {
      subject: (college) => `Your consent is needed for an admission enquiry to ${college}`,
      asked: (student, program, short, college) =>
        `${student} sent an enquiry about the ${program} (${short}) at ${college}, and told us they are under 18 and that you are their parent or guardian.`,
      law: 'Under India’s Digital Personal Data Protection Act, 2023, we may use a child’s details only with the consent of a parent or guardian. Please read the notice below, then open this link to agree or to decline:',
      expires: (until) =>
        `The link works once and expires on ${until} (India time). If you do nothing, we erase the enquiry then and never contact the student.`,
    },
    withdrawal: {
      subject: (college) => `Confirm: withdraw your consent for enquiries to ${college}`,
      asked: (college) =>
        `Someone asked on our website to withdraw consent for the admission enquiries sent to ${college} with this email address.`,
      open: 'To confirm, open this link. It works once and expires in 24 hours:',
      then: 'We then stop contacting you and erase the name, email, mobile number and our notes of those enquiries at once.',
      notYou: 'If it was not you, ignore this email: nothing changes.',
    },
    rights: {
      what: {
        access: 'to see the personal data we hold about you',
        correction: 'to correct the personal data we hold about you',
        erasure: 'to erase the personal data we hold about you',
        nomination: 'to nominate a person who may use your rights for you',
        grievance: 'to raise a grievance about how we handle your personal data',
      },
      linkSubject: (college, kind) => `Confirm your request to ${college}: ${kind.toLowerCase()}`,
      asked: (what) => `Someone asked on our website, with this email address, ${what}.`,
      open: (hours) =>
        `To confirm that it was you, open this link. It works once and expires in ${hours} hours:`,
      notYou: 'If it was not you, ignore this email: nothing happens.',
      receivedSubject: (kind) => `We received your request: ${kind.toLowerCase()}`,
      received: (what, due) =>
        `We received your request ${what}. Our grievance officer will answer by ${due} at the latest, by email to this address.`,
      fromOfficer: 'From our grievance officer:',
      accessSubject: (college) => `The personal data ${college} holds about you`,
      access:
        'As you asked, attached is the personal data we hold about you: your enquiries, the consent you gave and the notes of our contact with you.',
      accessFiles:
        'Open your-data.html in any web browser to read it; your-data.json holds the same for a computer.',
      correctionSubject: 'We corrected your details',
      correction: (fields) => `As you asked, we corrected the ${fields} of your enquiry.`,
      fields: { name: 'name', email: 'email', phone: 'phone', program: 'programme' },
      erasureSubject: 'We erased your personal data',
      erasure:
        'As you asked, we erased your name, email address, mobile number, your parent’s or guardian’s details and our notes of every enquiry sent with your details. We keep only a count that says nothing about you, and this email is the last we send you.',
      nominationSubject: 'We recorded your nomination',
      nomination: (nominee) =>
        `We recorded ${nominee} as the person who may use your rights over your personal data if you die or are unable to (DPDP Act, section 14). To change or cancel this, send a new request.`,
      grievanceSubject: 'Our answer to your grievance',
      grievance: 'This is our answer to the grievance you raised about your personal data.',
      complaint: `If this answer does not satisfy you, you may complain to the Data Protection Board of India, online through the portal on its official website (${BOARD_URL}).`,
    },
  },
  rightsLabels: RIGHTS_REQUEST_LABELS,
  pages: {
    contactHeading: 'Privacy contact',
    noticeLink: 'Our privacy notice',
    withdrawLink: 'Withdraw consent',
    rightsLink: 'Your data rights',
    readIn: 'Read it in:',
    pageIn: 'Read this page in:',
    refused: {
      400: 'Please check what you entered',
      413: 'Your request is too large',
      415: 'Your request could not be read',
      429: 'Please wait a moment',
      503: 'We could not take your request just now',
      other: 'Something went wrong',
    },
    problems: {
      invalid: {
        title: 'This link is not valid',
        text: 'Please open the link from your email again, exactly as it was sent. If it still does not work, write to our privacy contact below.',
      },
      used: {
        title: 'This link was already used',
        text: 'Each link works once, and this one has done its work. Nothing more is needed.',
      },
      expired: {
        title: 'This link has expired',
        text: 'The link is no longer valid, and the enquiry it was about has been erased. The student may send a new enquiry at any time.',
      },
      withdrawUsed:
        'Your consent for the enquiries this link was about is already withdrawn, and their details are erased. Nothing more is needed.',
      withdrawExpired:
        'The link is no longer valid, and nothing was changed. You can still withdraw your consent at any time on our withdrawal page, linked below.',
      rightsExpired:
        'The link is no longer valid, and the request was not confirmed. Please make it again on our website, linked below.',
    },
    guardian: {
      title: (student) => `Consent for ${student}’s enquiry`,
      asked: (student, program) =>
        `${student} asked us about the ${program} and told us they are under 18.`,
      law: 'Under India’s Digital Personal Data Protection Act, 2023 we use a child’s details only with a parent’s or guardian’s consent.',
      choose: (until) =>
        `Please read the notice, then choose. This link works once and expires on ${until} (India time); if nobody answers by then, we erase the enquiry.`,
      agree: 'I am the parent or guardian, and I agree',
      decline: 'I do not agree: erase the enquiry',
      statement: {
        legend: 'About you',
        hint: 'To agree, tell us who you are. We keep this with your consent.',
        name: 'Your full name',
        relationship: 'You are the student’s',
        relationships: { mother: 'Mother', father: 'Father', guardian: 'Legal guardian' },
        adult: 'I am 18 or older',
        errorTitle: 'Please check what you entered',
        errors: {
          guardian_name: 'Please enter your full name.',
          relationship: 'Please choose how you are related to the student.',
          guardian_adult:
            'Please confirm that you are 18 or older. Only an adult parent or guardian may consent.',
        },
      },
    },
    guardianAnswer: {
      agreedTitle: 'Thank you for your consent',
      agreed:
        'We have recorded your consent. Our admissions team will now answer the enquiry, and the student will receive an email with what happens next.',
      withdrawBefore:
        'You can withdraw this consent at any time, as easily as you gave it, on our ',
      withdrawLink: 'withdrawal page',
      withdrawAfter: ', or with the link at the end of every email we send you.',
      declinedTitle: 'The enquiry has been erased',
      declined: 'We have erased the enquiry and will not contact the student about it.',
    },
    withdraw: {
      title: 'Withdraw your consent',
      text: 'Press the button, and we stop contacting you about admission and erase at once the name, email, mobile number and our notes of every enquiry that carries this email address. This cannot be undone; you may send a new enquiry at any time.',
      button: 'Withdraw my consent and erase my details',
      doneTitle: 'Your consent is withdrawn',
      done: 'We have stopped processing your details and erased them from our enquiries. Only a count that says nothing about you remains.',
      sentTitle: 'Check your email',
      sent: 'If we hold an enquiry with the email address you gave, we have sent a link to it. Open it within 24 hours to confirm the withdrawal.',
      noEmail: 'No email? Check your spam folder, or write to our privacy contact below.',
    },
    rights: {
      sentTitle: 'Check your email',
      sent: (hours) =>
        `If we hold an enquiry with the email address you gave, we have sent a link to it. Open it within ${hours} hours to confirm your request.`,
      mobile:
        'Gave a mobile number, or no longer use that email address? We can only send the link to an email address we hold. Write to or call our privacy contact below; they will check the request with you on the mobile number in your enquiry.',
      confirmTitle: 'Confirm your request',
      confirm: (kind, days) =>
        `You asked: ${kind}. Confirm below, and our grievance officer answers by email within ${days} days.`,
      button: 'Confirm my request',
      confirmedTitle: 'We have your request',
      confirmed: (due) =>
        `Thank you. Your request is confirmed, and we have emailed you a receipt. Our grievance officer will answer by ${due} at the latest.`,
    },
  },
};

/** Each language's words; the API picks the family's. */
export const FAMILY_WORDS: Readonly<Record<Language, FamilyWords>> = {
  en: FAMILY_WORDS_EN,
  mr: FAMILY_WORDS_MR,
  hi: FAMILY_WORDS_HI,
};

/**
 * A date as a family reads it in their language, in India time: "5 December 2026 at 5:34 pm",
 * "५ डिसेंबर, २०२६ रोजी ५:३४ PM वाजता"; never an ISO string.
 */
export function familyDate(date: Date, language: Language, withTime = true): string {
  return new Intl.DateTimeFormat(FAMILY_WORDS[language].locale, {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Asia/Kolkata',
  }).format(date);
}
