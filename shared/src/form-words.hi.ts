import type { AnswerPageWords, FormWords, ProgramNames } from './form-words';

/** The enquiry forms' words in Hindi (form-words.ts has the English and why they live here). */
export const FORM_WORDS_HI: FormWords = {
  labels: {
    name: 'पूरा नाम',
    email: 'ईमेल',
    phone: 'मोबाइल नंबर',
    program: 'पाठ्यक्रम',
    guardian_name: 'माता-पिता या अभिभावक का पूरा नाम',
    guardian_email: 'माता-पिता या अभिभावक का ईमेल',
    guardian_phone: 'माता-पिता या अभिभावक का मोबाइल नंबर',
    honeypot: 'इस फ़ील्ड को खाली छोड़ें',
  },
  placeholders: { name: 'आपका नाम', email: 'name@example.com', phone: '98765 43210' },
  variants: {
    modal: {
      heading: '{year} के लिए प्रवेश शुरू',
      intro: 'अपनी जानकारी दें, प्रवेश कार्यालय आपको वापस फ़ोन करेगा।',
      submit: 'पूछताछ भेजें',
      success: 'आपकी पूछताछ मिल गई! हमारी टीम जल्द ही आपसे संपर्क करेगी।',
    },
    admission: {
      heading: 'अभी पूछताछ करें',
      intro: '{year} के लिए प्रवेश शुरू हैं। हमें बताएँ कि आपसे कैसे संपर्क करें और आपकी रुचि किस पाठ्यक्रम में है।',
      submit: 'पूछताछ भेजें',
      success: 'आपकी पूछताछ मिल गई! हमारी टीम जल्द ही आपसे संपर्क करेगी।',
    },
    brochure: {
      heading: 'कॉलेज ब्रोशर पाएँ',
      intro: 'ब्रोशर डाउनलोड करने के लिए अपनी जानकारी भरें।',
      submit: 'ब्रोशर पाएँ',
      success: 'फ़ॉर्म मिल गया! अब आप ब्रोशर डाउनलोड कर सकते हैं।',
    },
    barch: {
      heading: 'B.Arch पूछताछ',
      intro: '{year} में B.Arch प्रवेश के बारे में पूछें।',
      submit: 'पूछताछ भेजें',
      success: 'आपकी B.Arch पूछताछ मिल गई! हमारी टीम जल्द ही आपसे संपर्क करेगी।',
    },
    darch: {
      heading: 'D.Arch पूछताछ',
      intro: '{year} में D.Arch प्रवेश के बारे में पूछें।',
      submit: 'पूछताछ भेजें',
      success: 'आपकी D.Arch पूछताछ मिल गई! हमारी टीम जल्द ही आपसे संपर्क करेगी।',
    },
  },
  submitting: 'भेजा जा रहा है...',
  failure: 'पूछताछ भेजी नहीं जा सकी। कृपया फिर से कोशिश करें।',
  unexpected: 'कोई अनपेक्षित गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
  offline:
    'आपका फ़ोन ऑफ़लाइन है, इसलिए पूछताछ नहीं भेजी गई। आपने जो लिखा है वह सुरक्षित रखा गया है: इंटरनेट चालू होने पर कृपया फिर से कोशिश करें।',
  notice: {
    legend: 'गोपनीयता सूचना: अपनी भाषा चुनें',
    guardianLegend: 'आपके माता-पिता या अभिभावक',
    guardianHint: 'इसे तभी भरें जब आपकी उम्र 18 वर्ष से कम हो।',
  },
  brochure: {
    thanksHeading: 'धन्यवाद!',
    thanksText: 'आपका ब्रोशर तैयार है।',
    download: 'ब्रोशर डाउनलोड करें (PDF)',
    again: 'एक और अनुरोध भेजें',
  },
  modal: { open: 'अभी पूछताछ करें', close: 'बंद करें' },
  errorSummaryTitle: 'कोई समस्या है',
};

export const ANSWER_PAGE_WORDS_HI: AnswerPageWords = {
  title: 'कृपया अपनी पूछताछ जाँचें',
  titles: {
    409: 'यह फ़ॉर्म पहले ही भेजा जा चुका है',
    413: 'आपकी पूछताछ बहुत लंबी है',
    415: 'आपकी पूछताछ पढ़ी नहीं जा सकी',
    429: 'कृपया थोड़ा रुकें',
    503: 'हम अभी आपकी पूछताछ सहेज नहीं सके',
    other: 'कुछ गड़बड़ हो गई',
  },
  backButton: 'भरी हुई जानकारी के साथ फ़ॉर्म पर लौटने के लिए अपने ब्राउज़र का Back बटन दबाएँ, या ',
  sendAgain: 'पूछताछ फिर से भेजें',
  backBefore: 'या ',
  backLink: 'जिस पेज से आप आए थे, वहाँ वापस जाएँ',
  backAfter: '।',
};

export const PROGRAM_NAMES_HI: ProgramNames = {
  'Bachelor of Architecture': 'बैचलर ऑफ़ आर्किटेक्चर (B.Arch)',
  'Diploma in Architecture': 'डिप्लोमा इन आर्किटेक्चर (D.Arch)',
};
