/*
 * The enquiry schemas' messages and the API's refusals (ENQUIRY_REFUSALS) in Marathi, keyed by
 * the English message as written out in full (shared/src/schemas.ts keeps the English as the
 * source). Literal keys, so that a build of the site that does not use them keeps nothing of
 * them. form-messages.test.ts drives the schemas with bad input and fails on a message missing
 * here, or on a key no message matches any more.
 */
export const FORM_MESSAGES_MR: Readonly<Record<string, string>> = {
  'Please enter your name.': 'कृपया तुमचे नाव लिहा.',
  'Name must be at most 100 characters.': 'नाव जास्तीत जास्त 100 अक्षरांचे असावे.',
  'Name cannot contain control characters, line breaks or invisible formatting characters.':
    'नावात नियंत्रण अक्षरे (control characters), नवी ओळ किंवा न दिसणारी अक्षरे असू शकत नाहीत.',
  'Please enter your email address.': 'कृपया तुमचा ईमेल पत्ता लिहा.',
  'Email must be at most 254 characters.': 'ईमेल पत्ता जास्तीत जास्त 254 अक्षरांचा असावा.',
  'Email cannot contain control characters, line breaks or invisible formatting characters.':
    'ईमेल पत्त्यात नियंत्रण अक्षरे (control characters), नवी ओळ किंवा न दिसणारी अक्षरे असू शकत नाहीत.',
  'Please enter a valid email address, like name@example.com.':
    'कृपया योग्य ईमेल पत्ता लिहा, उदा. name@example.com.',
  'Please enter your mobile number.': 'कृपया तुमचा मोबाइल नंबर लिहा.',
  'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.':
    'कृपया 6, 7, 8 किंवा 9 ने सुरू होणारा 10 अंकी भारतीय मोबाइल नंबर लिहा.',
  'Please choose a programme: Bachelor of Architecture or Diploma in Architecture.':
    'कृपया अभ्यासक्रम निवडा: बॅचलर ऑफ आर्किटेक्चर (B.Arch) किंवा डिप्लोमा इन आर्किटेक्चर (D.Arch).',
  'Form type must be one of: Admission Enquiry, Brochure Enquiry, BArch Enquiry, DArch Enquiry.':
    'फॉर्मचा प्रकार यांपैकी एक असावा: Admission Enquiry, Brochure Enquiry, BArch Enquiry, DArch Enquiry.',
  'The form could not be identified. Please reload the page and try again.':
    'हा फॉर्म ओळखता आला नाही. कृपया पान पुन्हा लोड करून पुन्हा प्रयत्न करा.',
  'Source page must be at most 300 characters.':
    'फॉर्म पाठवलेल्या पानाचा पत्ता जास्तीत जास्त 300 अक्षरांचा असावा.',
  'Source page must be a path on this site.': 'फॉर्म पाठवलेले पान याच वेबसाइटवरील असावे.',
  'Campaign fields must be at most 200 characters.':
    'मोहिमेचे (campaign) तपशील जास्तीत जास्त 200 अक्षरांचे असावेत.',
  'Campaign fields cannot contain control characters, line breaks or invisible formatting characters.':
    'मोहिमेच्या (campaign) तपशिलांत नियंत्रण अक्षरे (control characters), नवी ओळ किंवा न दिसणारी अक्षरे असू शकत नाहीत.',
  'Please tick the box to agree to the privacy notice. We can answer your enquiry only with your consent.':
    'गोपनीयता सूचनेला संमती देण्यासाठी कृपया चौकटीत खूण करा. तुमची संमती असेल तरच आम्ही तुमच्या चौकशीला उत्तर देऊ शकतो.',
  'The privacy notice has changed since this page was opened. Please reload the page, read the notice and send your enquiry again.':
    'हे पान उघडल्यानंतर गोपनीयता सूचना बदलली आहे. कृपया पान पुन्हा लोड करा, सूचना वाचा आणि तुमची चौकशी पुन्हा पाठवा.',
  'Notice language must be one of: en, mr, hi.': 'सूचनेची भाषा यांपैकी एक असावी: en, mr, hi.',
  'Please tell us whether you are 18 or older.': 'कृपया तुमचे वय 18 किंवा त्याहून अधिक आहे का ते सांगा.',
  'Please enter your parent’s or guardian’s name.': 'कृपया तुमच्या आई-वडिलांचे किंवा पालकांचे नाव लिहा.',
  'Please enter your parent’s or guardian’s email address, so that we can ask for their consent.':
    'कृपया तुमच्या आई-वडिलांचा किंवा पालकांचा ईमेल पत्ता लिहा, म्हणजे आम्ही त्यांची संमती घेऊ शकू.',
  'Please enter your parent’s or guardian’s mobile number.':
    'कृपया तुमच्या आई-वडिलांचा किंवा पालकांचा मोबाइल नंबर लिहा.',
  'Please enter your parent’s or guardian’s own email address, not yours: the consent link goes there.':
    'कृपया तुमचा नव्हे, तर तुमच्या आई-वडिलांचा किंवा पालकांचा स्वतःचा ईमेल पत्ता लिहा: संमतीची लिंक त्याच पत्त्यावर जाते.',
  'Please enter your parent’s or guardian’s own mobile number, not yours: we may call them about their consent.':
    'कृपया तुमचा नव्हे, तर तुमच्या आई-वडिलांचा किंवा पालकांचा स्वतःचा मोबाइल नंबर लिहा: संमतीबाबत आम्ही त्यांना फोन करू शकतो.',
  'Please correct the fields below and send the enquiry again.':
    'कृपया खालील रकाने दुरुस्त करून चौकशी पुन्हा पाठवा.',
  'Too many enquiries from your network. Please wait a few minutes and try again.':
    'तुमच्या नेटवर्कवरून खूप जास्त चौकश्या आल्या आहेत. कृपया काही मिनिटे थांबून पुन्हा प्रयत्न करा.',
  'We have already received several enquiries with this phone number or email in the last few minutes. Our admissions team will contact you; please wait a few minutes before sending another.':
    'याच फोन नंबरवरून किंवा ईमेलवरून गेल्या काही मिनिटांत आम्हाला अनेक चौकश्या मिळाल्या आहेत. आमची प्रवेश टीम तुमच्याशी संपर्क साधेल; दुसरी चौकशी पाठवण्यापूर्वी कृपया काही मिनिटे थांबा.',
  'We have already emailed this parent’s or guardian’s address several times today. Please ask them to check their inbox, or send the enquiry again tomorrow.':
    'आज या पालकाच्या ईमेल पत्त्यावर आम्ही आधीच अनेक वेळा ईमेल पाठवले आहेत. कृपया त्यांना इनबॉक्स पाहायला सांगा, किंवा उद्या पुन्हा चौकशी पाठवा.',
  'The enquiry is too large. Please shorten it and try again.':
    'चौकशी खूप मोठी आहे. कृपया ती थोडक्यात लिहून पुन्हा प्रयत्न करा.',
  'This form was already sent with different details. Please reload the page and send it again.':
    'हा फॉर्म वेगळ्या माहितीसह आधीच पाठवला गेला आहे. कृपया पान पुन्हा लोड करून तो पुन्हा पाठवा.',
  'The service is temporarily unavailable. Please try again in a few minutes.':
    'ही सेवा सध्या तात्पुरती उपलब्ध नाही. कृपया काही मिनिटांनी पुन्हा प्रयत्न करा.',
  // The withdrawal and rights forms, and the API's refusals of them (PRIVACY_REFUSALS, ADR 054).
  'We send this link only by email, never by text message. Please enter the email address you gave in the enquiry form. Gave only a mobile number? Please call or write to our privacy contact, who will check the request with you on that number and record it for you.':
    'ही लिंक आम्ही फक्त ईमेलने पाठवतो, मोबाइलवर संदेशाने कधीच नाही. कृपया चौकशी फॉर्ममध्ये दिलेला ईमेल पत्ता लिहा. फक्त मोबाइल नंबर दिला होता? कृपया आमच्या गोपनीयता संपर्काला फोन करा किंवा लिहा; ते त्या नंबरवर तुमच्याशी बोलून विनंतीची खात्री करतील आणि ती तुमच्यासाठी नोंदवतील.',
  'Please enter the email address you used in the enquiry form, like name@example.com.':
    'कृपया चौकशी फॉर्ममध्ये दिलेला ईमेल पत्ता लिहा, उदा. name@example.com.',
  'Please enter one email address.': 'कृपया एकच ईमेल पत्ता लिहा.',
  'Please choose what you would like us to do.': 'कृपया आम्ही काय करावे ते निवडा.',
  'Please tell us what is wrong and what it should say.':
    'कृपया काय चुकीचे आहे आणि ते काय असायला हवे ते सांगा.',
  'Please describe your grievance.': 'कृपया तुमची तक्रार सविस्तर लिहा.',
  'Please keep the details under 2000 characters.': 'कृपया तपशील 2000 अक्षरांपेक्षा कमी ठेवा.',
  'The details cannot contain control characters or invisible formatting characters.':
    'तपशिलात नियंत्रण अक्षरे (control characters) किंवा न दिसणारी अक्षरे असू शकत नाहीत.',
  'Please enter the name of the person you nominate.':
    'कृपया तुम्ही नामनिर्देशित करत असलेल्या व्यक्तीचे नाव लिहा.',
  'The nominee’s name must be at most 100 characters.':
    'नामनिर्देशित व्यक्तीचे नाव जास्तीत जास्त 100 अक्षरांचे असावे.',
  'The nominee’s name cannot contain control characters, line breaks or invisible formatting characters.':
    'नामनिर्देशित व्यक्तीच्या नावात नियंत्रण अक्षरे (control characters), नवी ओळ किंवा न दिसणारी अक्षरे असू शकत नाहीत.',
  'Please enter the nominee’s email address or mobile number.':
    'कृपया नामनिर्देशित व्यक्तीचा ईमेल पत्ता किंवा मोबाइल नंबर लिहा.',
  'Please enter the nominee’s email address (like name@example.com) or 10-digit mobile number.':
    'कृपया नामनिर्देशित व्यक्तीचा ईमेल पत्ता (उदा. name@example.com) किंवा 10 अंकी मोबाइल नंबर लिहा.',
  'Please enter one email address or one mobile number for the nominee.':
    'कृपया नामनिर्देशित व्यक्तीसाठी एकच ईमेल पत्ता किंवा एकच मोबाइल नंबर लिहा.',
  'Please correct the field below and try again.': 'कृपया खालील रकाना दुरुस्त करून पुन्हा प्रयत्न करा.',
  'Please correct the fields below and try again.': 'कृपया खालील रकाने दुरुस्त करून पुन्हा प्रयत्न करा.',
  'Too many requests from your network. Please wait a few minutes and try again.':
    'तुमच्या नेटवर्कवरून खूप जास्त विनंत्या आल्या आहेत. कृपया काही मिनिटे थांबून पुन्हा प्रयत्न करा.',
  'We have already sent links for this email address in the last few minutes. Please check your email, or wait a few minutes.':
    'गेल्या काही मिनिटांत आम्ही या ईमेल पत्त्यावर आधीच लिंक पाठवल्या आहेत. कृपया तुमचा ईमेल पाहा, किंवा काही मिनिटे थांबा.',
  'The request is too large.': 'विनंती खूप मोठी आहे.',
};
