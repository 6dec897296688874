import type { AnswerPageWords, FormWords, ProgramNames } from './form-words';

/** The enquiry forms' words in Marathi (form-words.ts has the English and why they live here). */
export const FORM_WORDS_MR: FormWords = {
  labels: {
    name: 'पूर्ण नाव',
    email: 'ईमेल',
    phone: 'मोबाइल नंबर',
    program: 'अभ्यासक्रम',
    guardian_name: 'आई-वडील किंवा पालक यांचे पूर्ण नाव',
    guardian_email: 'आई-वडील किंवा पालक यांचा ईमेल',
    guardian_phone: 'आई-वडील किंवा पालक यांचा मोबाइल नंबर',
    honeypot: 'हा रकाना रिकामा ठेवा',
  },
  placeholders: { name: 'तुमचे नाव', email: 'name@example.com', phone: '98765 43210' },
  variants: {
    modal: {
      heading: '{year} साठी प्रवेश सुरू',
      intro: 'तुमची माहिती द्या, प्रवेश कार्यालय तुम्हाला परत फोन करेल.',
      submit: 'चौकशी पाठवा',
      success: 'तुमची चौकशी मिळाली! आमची टीम लवकरच तुमच्याशी संपर्क साधेल.',
    },
    admission: {
      heading: 'आता चौकशी करा',
      intro:
        '{year} साठी प्रवेश सुरू आहेत. तुमच्याशी संपर्क कसा साधायचा आणि तुम्हाला कोणत्या अभ्यासक्रमात रस आहे ते आम्हाला कळवा.',
      submit: 'चौकशी पाठवा',
      success: 'तुमची चौकशी मिळाली! आमची टीम लवकरच तुमच्याशी संपर्क साधेल.',
    },
    brochure: {
      heading: 'महाविद्यालयाची माहितीपुस्तिका मिळवा',
      intro: 'माहितीपुस्तिका डाउनलोड करण्यासाठी तुमची माहिती भरा.',
      submit: 'माहितीपुस्तिका मिळवा',
      success: 'फॉर्म मिळाला! आता तुम्ही माहितीपुस्तिका डाउनलोड करू शकता.',
    },
    barch: {
      heading: 'B.Arch चौकशी',
      intro: '{year} च्या B.Arch प्रवेशाबद्दल विचारा.',
      submit: 'चौकशी पाठवा',
      success: 'तुमची B.Arch चौकशी मिळाली! आमची टीम लवकरच तुमच्याशी संपर्क साधेल.',
    },
    darch: {
      heading: 'D.Arch चौकशी',
      intro: '{year} च्या D.Arch प्रवेशाबद्दल विचारा.',
      submit: 'चौकशी पाठवा',
      success: 'तुमची D.Arch चौकशी मिळाली! आमची टीम लवकरच तुमच्याशी संपर्क साधेल.',
    },
  },
  submitting: 'पाठवत आहोत...',
  failure: 'चौकशी पाठवता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  unexpected: 'काहीतरी अनपेक्षित अडचण आली. कृपया पुन्हा प्रयत्न करा.',
  offline:
    'तुमचा फोन ऑफलाइन आहे, त्यामुळे चौकशी पाठवली गेली नाही. तुम्ही लिहिलेली माहिती जपून ठेवली आहे: इंटरनेट सुरू झाल्यावर कृपया पुन्हा प्रयत्न करा.',
  notice: {
    legend: 'गोपनीयता सूचना: तुमची भाषा निवडा',
    guardianLegend: 'तुमचे आई-वडील किंवा पालक',
    guardianHint: 'तुमचे वय 18 पेक्षा कमी असेल तरच हे भरा.',
  },
  brochure: {
    thanksHeading: 'धन्यवाद!',
    thanksText: 'तुमची माहितीपुस्तिका तयार आहे.',
    download: 'माहितीपुस्तिका डाउनलोड करा (PDF)',
    again: 'आणखी एक विनंती पाठवा',
  },
  modal: { open: 'आता चौकशी करा', close: 'बंद करा' },
  errorSummaryTitle: 'काही अडचण आहे',
};

export const ANSWER_PAGE_WORDS_MR: AnswerPageWords = {
  title: 'कृपया तुमची चौकशी तपासा',
  titles: {
    409: 'हा फॉर्म आधीच पाठवला गेला आहे',
    413: 'तुमची चौकशी खूप मोठी आहे',
    415: 'तुमची चौकशी वाचता आली नाही',
    429: 'कृपया थोडा वेळ थांबा',
    503: 'तुमची चौकशी आत्ता जतन करता आली नाही',
    other: 'काहीतरी चुकले',
  },
  backButton: 'तुम्ही भरलेल्या माहितीसह फॉर्मवर परत जाण्यासाठी ब्राउझरचे Back बटण वापरा, किंवा ',
  sendAgain: 'चौकशी पुन्हा पाठवा',
  backBefore: 'किंवा ',
  backLink: 'तुम्ही ज्या पानावरून आलात तिथे परत जा',
  backAfter: '.',
};

export const PROGRAM_NAMES_MR: ProgramNames = {
  'Bachelor of Architecture': 'बॅचलर ऑफ आर्किटेक्चर (B.Arch)',
  'Diploma in Architecture': 'डिप्लोमा इन आर्किटेक्चर (D.Arch)',
};
