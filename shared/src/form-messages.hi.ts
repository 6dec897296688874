import { ENQUIRY_REFUSALS } from './form-words';
import { FORM_TYPES, LIMITS } from './constants';
import { NOTICE_LANGUAGES } from './privacy/notice';
import { unsafeTextMessage } from './text';

/*
 * The enquiry schemas' messages and the API's refusals in Hindi, keyed by the English
 * message (shared/src/schemas.ts keeps the English as the source). form-messages.test.ts
 * drives the schemas with bad input and fails on any message missing here.
 */
export const FORM_MESSAGES_HI: Readonly<Record<string, string>> = {
  'Please enter your name.': 'कृपया अपना नाम लिखें।',
  [`Name must be at most ${LIMITS.nameMax} characters.`]: `नाम में अधिकतम ${LIMITS.nameMax} अक्षर हो सकते हैं।`,
  [unsafeTextMessage('Name')]: 'नाम में कंट्रोल कैरेक्टर, नई पंक्ति या न दिखने वाले अक्षर नहीं हो सकते।',
  'Please enter your email address.': 'कृपया अपना ईमेल पता लिखें।',
  [`Email must be at most ${LIMITS.emailMax} characters.`]: `ईमेल पते में अधिकतम ${LIMITS.emailMax} अक्षर हो सकते हैं।`,
  [unsafeTextMessage('Email')]: 'ईमेल पते में कंट्रोल कैरेक्टर, नई पंक्ति या न दिखने वाले अक्षर नहीं हो सकते।',
  'Please enter a valid email address, like name@example.com.':
    'कृपया सही ईमेल पता लिखें, जैसे name@example.com।',
  'Please enter your mobile number.': 'कृपया अपना मोबाइल नंबर लिखें।',
  'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.':
    'कृपया 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर लिखें।',
  'Please choose a programme: Bachelor of Architecture or Diploma in Architecture.':
    'कृपया पाठ्यक्रम चुनें: बैचलर ऑफ़ आर्किटेक्चर (B.Arch) या डिप्लोमा इन आर्किटेक्चर (D.Arch)।',
  [`Form type must be one of: ${FORM_TYPES.join(', ')}.`]: `फ़ॉर्म का प्रकार इनमें से एक होना चाहिए: ${FORM_TYPES.join(', ')}।`,
  'The form could not be identified. Please reload the page and try again.':
    'यह फ़ॉर्म पहचाना नहीं जा सका। कृपया पेज दोबारा लोड करके फिर से कोशिश करें।',
  [`Source page must be at most ${LIMITS.sourcePageMax} characters.`]: `जिस पेज से फ़ॉर्म भेजा गया, उसके पते में अधिकतम ${LIMITS.sourcePageMax} अक्षर हो सकते हैं।`,
  'Source page must be a path on this site.': 'जिस पेज से फ़ॉर्म भेजा गया, वह इसी वेबसाइट का होना चाहिए।',
  [`Campaign fields must be at most ${LIMITS.utmMax} characters.`]: `अभियान (campaign) के विवरण में अधिकतम ${LIMITS.utmMax} अक्षर हो सकते हैं।`,
  [unsafeTextMessage('Campaign fields')]:
    'अभियान (campaign) के विवरण में कंट्रोल कैरेक्टर, नई पंक्ति या न दिखने वाले अक्षर नहीं हो सकते।',
  'Please tick the box to agree to the privacy notice. We can answer your enquiry only with your consent.':
    'गोपनीयता सूचना से सहमति देने के लिए कृपया बॉक्स पर निशान लगाएँ। आपकी सहमति से ही हम आपकी पूछताछ का जवाब दे सकते हैं।',
  'The privacy notice has changed since this page was opened. Please reload the page, read the notice and send your enquiry again.':
    'यह पेज खोलने के बाद गोपनीयता सूचना बदल गई है। कृपया पेज दोबारा लोड करें, सूचना पढ़ें और अपनी पूछताछ फिर से भेजें।',
  [`Notice language must be one of: ${NOTICE_LANGUAGES.join(', ')}.`]: `सूचना की भाषा इनमें से एक होनी चाहिए: ${NOTICE_LANGUAGES.join(', ')}।`,
  'Please tell us whether you are 18 or older.':
    'कृपया बताएँ कि आपकी उम्र 18 वर्ष या उससे अधिक है या नहीं।',
  'Please enter your parent’s or guardian’s name.': 'कृपया अपने माता-पिता या अभिभावक का नाम लिखें।',
  'Please enter your parent’s or guardian’s email address, so that we can ask for their consent.':
    'कृपया अपने माता-पिता या अभिभावक का ईमेल पता लिखें, ताकि हम उनसे सहमति ले सकें।',
  'Please enter your parent’s or guardian’s mobile number.':
    'कृपया अपने माता-पिता या अभिभावक का मोबाइल नंबर लिखें।',
  'Please enter your parent’s or guardian’s own email address, not yours: the consent link goes there.':
    'कृपया अपना नहीं, अपने माता-पिता या अभिभावक का अपना ईमेल पता लिखें: सहमति का लिंक उसी पते पर जाता है।',
  [ENQUIRY_REFUSALS.invalid]: 'कृपया नीचे दिए गए फ़ील्ड ठीक करके पूछताछ फिर से भेजें।',
  [ENQUIRY_REFUSALS.tooManyFromNetwork]:
    'आपके नेटवर्क से बहुत अधिक पूछताछ आई हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  [ENQUIRY_REFUSALS.tooManyForContact]:
    'इसी फ़ोन नंबर या ईमेल से पिछले कुछ मिनटों में हमें कई पूछताछ मिल चुकी हैं। हमारी प्रवेश टीम आपसे संपर्क करेगी; दूसरी पूछताछ भेजने से पहले कृपया कुछ मिनट रुकें।',
  [ENQUIRY_REFUSALS.tooLarge]: 'पूछताछ बहुत लंबी है। कृपया उसे छोटा करके फिर से कोशिश करें।',
  [ENQUIRY_REFUSALS.reused]:
    'यह फ़ॉर्म अलग जानकारी के साथ पहले ही भेजा जा चुका है। कृपया पेज दोबारा लोड करके इसे फिर से भेजें।',
  [ENQUIRY_REFUSALS.unavailable]:
    'यह सेवा अभी कुछ समय के लिए उपलब्ध नहीं है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
};
