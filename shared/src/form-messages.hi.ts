/*
 * The enquiry schemas' messages and the API's refusals (ENQUIRY_REFUSALS) in Hindi, keyed by
 * the English message as written out in full (shared/src/schemas.ts keeps the English as the
 * source). Literal keys, so that a build of the site that does not use them keeps nothing of
 * them. form-messages.test.ts drives the schemas with bad input and fails on a message missing
 * here, or on a key no message matches any more.
 */
export const FORM_MESSAGES_HI: Readonly<Record<string, string>> = {
  'Please enter your name.': 'कृपया अपना नाम लिखें।',
  'Name must be at most 100 characters.': 'नाम में अधिकतम 100 अक्षर हो सकते हैं।',
  'Name cannot contain control characters, line breaks or invisible formatting characters.':
    'नाम में कंट्रोल कैरेक्टर, नई पंक्ति या न दिखने वाले अक्षर नहीं हो सकते।',
  'Please enter your email address.': 'कृपया अपना ईमेल पता लिखें।',
  'Email must be at most 254 characters.': 'ईमेल पते में अधिकतम 254 अक्षर हो सकते हैं।',
  'Email cannot contain control characters, line breaks or invisible formatting characters.':
    'ईमेल पते में कंट्रोल कैरेक्टर, नई पंक्ति या न दिखने वाले अक्षर नहीं हो सकते।',
  'Please enter a valid email address, like name@example.com.':
    'कृपया सही ईमेल पता लिखें, जैसे name@example.com।',
  'Please enter your mobile number.': 'कृपया अपना मोबाइल नंबर लिखें।',
  'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.':
    'कृपया 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर लिखें।',
  'Please choose a programme: Bachelor of Architecture or Diploma in Architecture.':
    'कृपया पाठ्यक्रम चुनें: बैचलर ऑफ़ आर्किटेक्चर (B.Arch) या डिप्लोमा इन आर्किटेक्चर (D.Arch)।',
  'Form type must be one of: Admission Enquiry, Brochure Enquiry, BArch Enquiry, DArch Enquiry.':
    'फ़ॉर्म का प्रकार इनमें से एक होना चाहिए: Admission Enquiry, Brochure Enquiry, BArch Enquiry, DArch Enquiry।',
  'The form could not be identified. Please reload the page and try again.':
    'यह फ़ॉर्म पहचाना नहीं जा सका। कृपया पेज दोबारा लोड करके फिर से कोशिश करें।',
  'Source page must be at most 300 characters.':
    'जिस पेज से फ़ॉर्म भेजा गया, उसके पते में अधिकतम 300 अक्षर हो सकते हैं।',
  'Source page must be a path on this site.': 'जिस पेज से फ़ॉर्म भेजा गया, वह इसी वेबसाइट का होना चाहिए।',
  'Campaign fields must be at most 200 characters.':
    'अभियान (campaign) के विवरण में अधिकतम 200 अक्षर हो सकते हैं।',
  'Campaign fields cannot contain control characters, line breaks or invisible formatting characters.':
    'अभियान (campaign) के विवरण में कंट्रोल कैरेक्टर, नई पंक्ति या न दिखने वाले अक्षर नहीं हो सकते।',
  'Please tick the box to agree to the privacy notice. We can answer your enquiry only with your consent.':
    'गोपनीयता सूचना से सहमति देने के लिए कृपया बॉक्स पर निशान लगाएँ। आपकी सहमति से ही हम आपकी पूछताछ का जवाब दे सकते हैं।',
  'The privacy notice has changed since this page was opened. Please reload the page, read the notice and send your enquiry again.':
    'यह पेज खोलने के बाद गोपनीयता सूचना बदल गई है। कृपया पेज दोबारा लोड करें, सूचना पढ़ें और अपनी पूछताछ फिर से भेजें।',
  'Notice language must be one of: en, mr, hi.': 'सूचना की भाषा इनमें से एक होनी चाहिए: en, mr, hi।',
  'Please tell us whether you are 18 or older.':
    'कृपया बताएँ कि आपकी उम्र 18 वर्ष या उससे अधिक है या नहीं।',
  'Please enter your parent’s or guardian’s name.': 'कृपया अपने माता-पिता या अभिभावक का नाम लिखें।',
  'Please enter your parent’s or guardian’s email address, so that we can ask for their consent.':
    'कृपया अपने माता-पिता या अभिभावक का ईमेल पता लिखें, ताकि हम उनसे सहमति ले सकें।',
  'Please enter your parent’s or guardian’s mobile number.':
    'कृपया अपने माता-पिता या अभिभावक का मोबाइल नंबर लिखें।',
  'Please enter your parent’s or guardian’s own email address, not yours: the consent link goes there.':
    'कृपया अपना नहीं, अपने माता-पिता या अभिभावक का अपना ईमेल पता लिखें: सहमति का लिंक उसी पते पर जाता है।',
  'Please enter your parent’s or guardian’s own mobile number, not yours: we may call them about their consent.':
    'कृपया अपना नहीं, अपने माता-पिता या अभिभावक का अपना मोबाइल नंबर लिखें: सहमति के बारे में हम उन्हें फ़ोन कर सकते हैं।',
  'Please correct the fields below and send the enquiry again.':
    'कृपया नीचे दिए गए फ़ील्ड ठीक करके पूछताछ फिर से भेजें।',
  'Too many enquiries from your network. Please wait a few minutes and try again.':
    'आपके नेटवर्क से बहुत अधिक पूछताछ आई हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  'We have already received several enquiries with this phone number or email in the last few minutes. Our admissions team will contact you; please wait a few minutes before sending another.':
    'इसी फ़ोन नंबर या ईमेल से पिछले कुछ मिनटों में हमें कई पूछताछ मिल चुकी हैं। हमारी प्रवेश टीम आपसे संपर्क करेगी; दूसरी पूछताछ भेजने से पहले कृपया कुछ मिनट रुकें।',
  'We have already emailed this parent’s or guardian’s address several times today. Please ask them to check their inbox, or send the enquiry again tomorrow.':
    'आज इस माता-पिता या अभिभावक के ईमेल पते पर हम पहले ही कई बार ईमेल भेज चुके हैं। कृपया उनसे अपना इनबॉक्स देखने को कहें, या कल फिर से पूछताछ भेजें।',
  'The enquiry is too large. Please shorten it and try again.':
    'पूछताछ बहुत लंबी है। कृपया उसे छोटा करके फिर से कोशिश करें।',
  'This form was already sent with different details. Please reload the page and send it again.':
    'यह फ़ॉर्म अलग जानकारी के साथ पहले ही भेजा जा चुका है। कृपया पेज दोबारा लोड करके इसे फिर से भेजें।',
  'The service is temporarily unavailable. Please try again in a few minutes.':
    'यह सेवा अभी कुछ समय के लिए उपलब्ध नहीं है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  // The withdrawal and rights forms, and the API's refusals of them (PRIVACY_REFUSALS, ADR 054).
  'We send this link only by email, never by text message. Please enter the email address you gave in the enquiry form. Gave only a mobile number? Please call or write to our privacy contact, who will check the request with you on that number and record it for you.':
    'यह लिंक हम केवल ईमेल से भेजते हैं, मोबाइल पर संदेश से कभी नहीं। कृपया वह ईमेल पता लिखें जो आपने पूछताछ फ़ॉर्म में दिया था। केवल मोबाइल नंबर दिया था? कृपया हमारे गोपनीयता संपर्क को फ़ोन करें या लिखें; वे उसी नंबर पर आपसे बात करके अनुरोध की पुष्टि करेंगे और उसे आपके लिए दर्ज करेंगे।',
  'Please enter the email address you used in the enquiry form, like name@example.com.':
    'कृपया वह ईमेल पता लिखें जो आपने पूछताछ फ़ॉर्म में दिया था, जैसे name@example.com।',
  'Please enter one email address.': 'कृपया एक ही ईमेल पता लिखें।',
  'Please choose what you would like us to do.': 'कृपया चुनें कि आप हमसे क्या करवाना चाहते हैं।',
  'Please tell us what is wrong and what it should say.':
    'कृपया बताएँ कि क्या गलत है और सही क्या होना चाहिए।',
  'Please describe your grievance.': 'कृपया अपनी शिकायत विस्तार से लिखें।',
  'Please keep the details under 2000 characters.': 'कृपया विवरण 2000 अक्षरों से कम रखें।',
  'The details cannot contain control characters or invisible formatting characters.':
    'विवरण में कंट्रोल कैरेक्टर या न दिखने वाले अक्षर नहीं हो सकते।',
  'Please enter the name of the person you nominate.':
    'कृपया उस व्यक्ति का नाम लिखें जिसे आप नामित कर रहे हैं।',
  'The nominee’s name must be at most 100 characters.':
    'नामित व्यक्ति के नाम में अधिकतम 100 अक्षर हो सकते हैं।',
  'The nominee’s name cannot contain control characters, line breaks or invisible formatting characters.':
    'नामित व्यक्ति के नाम में कंट्रोल कैरेक्टर, नई पंक्ति या न दिखने वाले अक्षर नहीं हो सकते।',
  'Please enter the nominee’s email address or mobile number.':
    'कृपया नामित व्यक्ति का ईमेल पता या मोबाइल नंबर लिखें।',
  'Please enter the nominee’s email address (like name@example.com) or 10-digit mobile number.':
    'कृपया नामित व्यक्ति का ईमेल पता (जैसे name@example.com) या 10 अंकों का मोबाइल नंबर लिखें।',
  'Please enter one email address or one mobile number for the nominee.':
    'कृपया नामित व्यक्ति का एक ही ईमेल पता या एक ही मोबाइल नंबर लिखें।',
  'Please correct the field below and try again.': 'कृपया नीचे दिया गया फ़ील्ड ठीक करके फिर से कोशिश करें।',
  'Please correct the fields below and try again.': 'कृपया नीचे दिए गए फ़ील्ड ठीक करके फिर से कोशिश करें।',
  'Too many requests from your network. Please wait a few minutes and try again.':
    'आपके नेटवर्क से बहुत ज़्यादा अनुरोध आए हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  'We have already sent links for this email address in the last few minutes. Please check your email, or wait a few minutes.':
    'पिछले कुछ मिनटों में हम इस ईमेल पते पर पहले ही लिंक भेज चुके हैं। कृपया अपना ईमेल देखें, या कुछ मिनट रुकें।',
  'The request is too large.': 'अनुरोध बहुत बड़ा है।',
};
