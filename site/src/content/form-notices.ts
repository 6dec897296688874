/* The current notice's parts that an enquiry form shows, written by scripts/privacy-data.ts from @skltcoa/shared: do not edit. */

import type { NoticeLanguage, PrivacyNotice } from '@skltcoa/shared';

export type FormNotice = Pick<
  PrivacyNotice,
  | 'version'
  | 'language'
  | 'languageName'
  | 'title'
  | 'items'
  | 'purposes'
  | 'notUsedFor'
  | 'children'
  | 'withdraw'
  | 'contactLabel'
  | 'consentLabel'
  | 'adultQuestion'
  | 'adultYes'
  | 'adultNo'
  | 'guardianIntro'
  | 'fullNoticeLabel'
>;

export const FORM_NOTICES: Readonly<Record<NoticeLanguage, FormNotice>> = {
  en: {
    version: '2027-01',
    language: 'en',
    languageName: 'English',
    title: 'Privacy notice for admission enquiries',
    items: [
      {
        data: 'Your name',
        purpose: 'to know whom we are speaking to',
      },
      {
        data: 'Your email address',
        purpose: 'to reply to you and send the admission information you asked for',
      },
      {
        data: 'Your mobile number',
        purpose: 'to call you back about admission',
      },
      {
        data: 'The programme you are interested in, what you asked for, and the page you sent the form from',
        purpose: 'so that the right person answers you, and to record which form you agreed on',
      },
      {
        data: 'Whether you are 18 or older and, if you are not, your parent’s or guardian’s name, email and mobile number',
        purpose: 'to ask your parent or guardian for consent before we use your details',
      },
      {
        data: 'Only if you are 18 or older: the campaign named in the link you followed (utm_source, utm_medium, utm_campaign, utm_term, utm_content)',
        purpose: 'to learn which of our announcements bring families to us',
      },
    ],
    purposes: [
      {
        id: 'admission-enquiry',
        label:
          'Answering your enquiry about admission to B.Arch or D.Arch by phone and email, and keeping a record of our follow-up.',
      },
      {
        id: 'campaign-measurement',
        label:
          'Counting which of our announcements and advertisements brought your enquiry, from the campaign named in the link you followed. Never for anyone under 18: we keep no campaign details with their enquiry.',
      },
    ],
    notUsedFor:
      'We do not sell your details, use them for advertising, or track you across websites. We use them for nothing else.',
    children:
      'If you are under 18, we use your details only after your parent or guardian agrees. We email them a link, and if they do not agree within 7 days we erase your enquiry.',
    withdraw: {
      text: 'You can withdraw your consent at any time, as easily as you gave it. We then stop contacting you and erase your name, email, phone and our notes within 24 hours.',
      linkLabel: 'Withdraw your consent',
    },
    contactLabel: 'Privacy contact',
    consentLabel:
      'I have read this notice and I agree that the college may use these details for the purposes it names.',
    adultQuestion: 'Are you 18 or older?',
    adultYes: 'Yes, I am 18 or older',
    adultNo: 'No, I am under 18',
    guardianIntro:
      'Because you are under 18, we need your parent’s or guardian’s consent. We will email them a link; your enquiry reaches our team once they agree.',
    fullNoticeLabel: 'Read the full privacy notice',
  },
  mr: {
    version: '2027-01',
    language: 'mr',
    languageName: 'मराठी',
    title: 'प्रवेशविषयक चौकशीसाठी गोपनीयता सूचना',
    items: [
      {
        data: 'तुमचे नाव',
        purpose: 'आम्ही कोणाशी बोलत आहोत हे कळावे म्हणून',
      },
      {
        data: 'तुमचा ईमेल पत्ता',
        purpose: 'तुम्हाला उत्तर देण्यासाठी आणि तुम्ही मागितलेली प्रवेशविषयक माहिती पाठवण्यासाठी',
      },
      {
        data: 'तुमचा मोबाइल नंबर',
        purpose: 'प्रवेशाबाबत तुम्हाला परत फोन करण्यासाठी',
      },
      {
        data: 'तुम्हाला कोणत्या अभ्यासक्रमात रस आहे, तुम्ही काय विचारले आहे, आणि ज्या पानावरून तुम्ही फॉर्म पाठवला ते पान',
        purpose:
          'जेणेकरून योग्य व्यक्ती तुम्हाला उत्तर देईल, आणि तुम्ही कोणत्या फॉर्मवर संमती दिली याची नोंद राहील',
      },
      {
        data: 'तुमचे वय 18 किंवा त्याहून अधिक आहे का, आणि नसल्यास तुमच्या आई, वडील किंवा पालक यांपैकी एकाचे नाव, ईमेल आणि मोबाइल नंबर',
        purpose: 'तुमची माहिती वापरण्यापूर्वी तुमच्या आई-वडिलांची किंवा पालकांची संमती घेण्यासाठी',
      },
      {
        data: 'फक्त तुमचे वय 18 किंवा त्याहून अधिक असल्यास: तुम्ही उघडलेल्या लिंकमध्ये नमूद केलेली मोहीम (utm_source, utm_medium, utm_campaign, utm_term, utm_content)',
        purpose: 'आमच्या कोणत्या घोषणांमुळे कुटुंबे आमच्यापर्यंत पोहोचतात हे जाणून घेण्यासाठी',
      },
    ],
    purposes: [
      {
        id: 'admission-enquiry',
        label:
          'B.Arch किंवा D.Arch प्रवेशाबाबतच्या तुमच्या चौकशीला फोन आणि ईमेलद्वारे उत्तर देणे, आणि आम्ही केलेल्या पाठपुराव्याची नोंद ठेवणे.',
      },
      {
        id: 'campaign-measurement',
        label:
          'तुम्ही उघडलेल्या लिंकमध्ये नमूद केलेल्या मोहिमेवरून, आमच्या कोणत्या घोषणा आणि जाहिरातींमुळे तुमची चौकशी आली हे मोजणे. 18 पेक्षा कमी वयाच्या कोणासाठीही हे कधीच नाही: त्यांच्या चौकशीसोबत आम्ही मोहिमेचा कोणताही तपशील ठेवत नाही.',
      },
    ],
    notUsedFor:
      'आम्ही तुमची माहिती विकत नाही, ती जाहिरातींसाठी वापरत नाही, आणि वेगवेगळ्या वेबसाइटवर तुमच्या हालचालींचा मागोवा घेत नाही. आम्ही ती इतर कोणत्याही कारणासाठी वापरत नाही.',
    children:
      'तुमचे वय 18 पेक्षा कमी असल्यास, तुमच्या आई-वडिलांनी किंवा पालकांनी संमती दिल्यानंतरच आम्ही तुमची माहिती वापरतो. आम्ही त्यांना ईमेलवर एक लिंक पाठवतो, आणि त्यांनी 7 दिवसांत संमती दिली नाही तर आम्ही तुमची चौकशी हटवतो.',
    withdraw: {
      text: 'तुम्ही तुमची संमती कधीही मागे घेऊ शकता, आणि ती देणे जितके सोपे होते तितकेच मागे घेणेही सोपे आहे. त्यानंतर आम्ही तुमच्याशी संपर्क करणे थांबवतो आणि तुमचे नाव, ईमेल, फोन नंबर आणि आम्ही केलेल्या नोंदी 24 तासांच्या आत हटवतो.',
      linkLabel: 'तुमची संमती मागे घ्या',
    },
    contactLabel: 'गोपनीयता संपर्क',
    consentLabel:
      'मी ही सूचना वाचली आहे, आणि त्यात सांगितलेल्या उद्देशांसाठी कॉलेजने ही माहिती वापरण्यास माझी संमती आहे.',
    adultQuestion: 'तुमचे वय 18 किंवा त्याहून अधिक आहे का?',
    adultYes: 'होय, माझे वय 18 किंवा त्याहून अधिक आहे',
    adultNo: 'नाही, माझे वय 18 पेक्षा कमी आहे',
    guardianIntro:
      'तुमचे वय 18 पेक्षा कमी असल्यामुळे आम्हाला तुमच्या आई-वडिलांची किंवा पालकांची संमती आवश्यक आहे. आम्ही त्यांना ईमेलवर एक लिंक पाठवू; त्यांनी संमती दिल्यानंतरच तुमची चौकशी आमच्या टीमपर्यंत पोहोचेल.',
    fullNoticeLabel: 'संपूर्ण गोपनीयता सूचना वाचा',
  },
  hi: {
    version: '2027-01',
    language: 'hi',
    languageName: 'हिन्दी',
    title: 'प्रवेश संबंधी पूछताछ के लिए गोपनीयता सूचना',
    items: [
      {
        data: 'आपका नाम',
        purpose: 'यह जानने के लिए कि हम किससे बात कर रहे हैं',
      },
      {
        data: 'आपका ईमेल पता',
        purpose: 'आपको जवाब देने और प्रवेश की वह जानकारी भेजने के लिए जो आपने माँगी है',
      },
      {
        data: 'आपका मोबाइल नंबर',
        purpose: 'प्रवेश के बारे में आपको वापस फ़ोन करने के लिए',
      },
      {
        data: 'आपकी रुचि किस पाठ्यक्रम में है, आपने क्या पूछा है, और वह पेज जिससे आपने फ़ॉर्म भेजा',
        purpose: 'ताकि सही व्यक्ति आपको जवाब दे, और यह दर्ज रहे कि आपने किस फ़ॉर्म पर सहमति दी',
      },
      {
        data: 'आपकी उम्र 18 वर्ष या उससे अधिक है या नहीं, और यदि नहीं, तो आपके माता-पिता या अभिभावक का नाम, ईमेल और मोबाइल नंबर',
        purpose: 'आपकी जानकारी का उपयोग करने से पहले आपके माता-पिता या अभिभावक से सहमति लेने के लिए',
      },
      {
        data: 'केवल यदि आपकी उम्र 18 वर्ष या उससे अधिक है: जिस लिंक से आप आए उसमें बताया गया अभियान (utm_source, utm_medium, utm_campaign, utm_term, utm_content)',
        purpose: 'यह जानने के लिए कि हमारी कौन-सी घोषणाएँ परिवारों को हम तक लाती हैं',
      },
    ],
    purposes: [
      {
        id: 'admission-enquiry',
        label:
          'B.Arch या D.Arch में प्रवेश के बारे में आपकी पूछताछ का फ़ोन और ईमेल से जवाब देना, और हमारे द्वारा किए गए फ़ॉलो-अप का रिकॉर्ड रखना।',
      },
      {
        id: 'campaign-measurement',
        label:
          'जिस लिंक से आप आए उसमें बताए गए अभियान से यह गिनना कि हमारी कौन-सी घोषणा या विज्ञापन आपकी पूछताछ लाया। 18 वर्ष से कम उम्र के किसी के लिए कभी नहीं: उनकी पूछताछ के साथ हम अभियान का कोई विवरण नहीं रखते।',
      },
    ],
    notUsedFor:
      'हम आपकी जानकारी बेचते नहीं हैं, उसका उपयोग विज्ञापन के लिए नहीं करते, और अलग-अलग वेबसाइटों पर आपकी गतिविधियों पर नज़र नहीं रखते। हम इसका उपयोग किसी और काम के लिए नहीं करते।',
    children:
      'यदि आपकी उम्र 18 वर्ष से कम है, तो हम आपकी जानकारी का उपयोग तभी करते हैं जब आपके माता-पिता या अभिभावक सहमति दें। हम उन्हें ईमेल से एक लिंक भेजते हैं, और यदि वे 7 दिनों के भीतर सहमति नहीं देते, तो हम आपकी पूछताछ मिटा देते हैं।',
    withdraw: {
      text: 'आप अपनी सहमति कभी भी वापस ले सकते हैं, उतनी ही आसानी से जितनी आसानी से आपने उसे दी थी। इसके बाद हम आपसे संपर्क करना बंद कर देते हैं और 24 घंटे के भीतर आपका नाम, ईमेल, फ़ोन नंबर और हमारे नोट्स मिटा देते हैं।',
      linkLabel: 'अपनी सहमति वापस लें',
    },
    contactLabel: 'गोपनीयता संपर्क',
    consentLabel:
      'मैंने यह सूचना पढ़ ली है और मैं सहमत हूँ कि कॉलेज इसमें बताए गए उद्देश्यों के लिए इस जानकारी का उपयोग कर सकता है।',
    adultQuestion: 'क्या आपकी उम्र 18 वर्ष या उससे अधिक है?',
    adultYes: 'हाँ, मेरी उम्र 18 वर्ष या उससे अधिक है',
    adultNo: 'नहीं, मेरी उम्र 18 वर्ष से कम है',
    guardianIntro:
      'आपकी उम्र 18 वर्ष से कम है, इसलिए हमें आपके माता-पिता या अभिभावक की सहमति चाहिए। हम उन्हें ईमेल से एक लिंक भेजेंगे; उनकी सहमति मिलने के बाद ही आपकी पूछताछ हमारी टीम तक पहुँचेगी।',
    fullNoticeLabel: 'पूरी गोपनीयता सूचना पढ़ें',
  },
};
