import { PUBLIC_CARD_TEXTS } from '@panel/shared/card/page-texts.ts';
import type { Language } from '@panel/shared/i18n/languages.ts';
import { BUSINESS_NATURES, type BusinessNature } from '@panel/shared/schemas/business.ts';
import type { BankAccount } from '@panel/shared/schemas/card.ts';

type BankAccountType = NonNullable<BankAccount['accountType']>;

/**
 * The public card page's own words in each language a card may choose (its content is the owner's,
 * as they typed it). Short, as a shop's visitors read them on a phone: the verbs people tap.
 */
export interface CardLabels {
  call: string;
  whatsapp: string;
  email: string;
  directions: string;
  saveContact: string;
  share: string;
  contact: string;
  phone: string;
  website: string;
  address: string;
  links: string;
  followUs: string;
  aboutUs: string;
  since: (year: number) => string;
  products: string;
  enquire: string;
  enquireText: (product: string) => string;
  videos: string;
  video: string;
  gallery: string;
  galleryPhoto: string;
  payUs: string;
  scanUpi: string;
  payWithUpi: string;
  accountName: string;
  accountNo: string;
  bank: string;
  accountType: string;
  paymentQr: string;
  scanCard: string;
  qrAlt: string;
  downloadQr: string;
  logo: (company: string) => string;
  footer: (agency: string) => string;
  linkCopied: string;
  description: (company: string) => string;
  lapsed: string;
  renewNow: string;
  lapsedAfter: string;
  preview: (url: string) => string;
  language: string;
  beingSetUp: string;
  checkBack: string;
  notFound: string;
  checkLink: string;
  inactive: string;
  contactDirectly: string;
  /** The business's nature (About us), from the owner's choice in the card editor. */
  natures: Record<BusinessNature, string>;
  /** A bank account's type (Pay us). */
  accountTypes: Record<BankAccountType, string>;
}

export const CARD_LABELS: Record<Language, CardLabels> = {
  en: {
    call: 'Call',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
    directions: 'Directions',
    saveContact: 'Save contact',
    share: 'Share',
    contact: 'Contact',
    phone: 'Phone',
    website: 'Website',
    address: 'Address',
    links: 'Links',
    followUs: 'Follow us',
    aboutUs: 'About us',
    since: (y) => `Since ${y}`,
    products: 'Products & services',
    enquire: 'Enquire on WhatsApp',
    enquireText: (p) => `Hello, I would like to know more about "${p}".`,
    videos: 'Videos',
    video: 'Video',
    gallery: 'Gallery',
    galleryPhoto: 'Gallery photo',
    payUs: 'Pay us',
    scanUpi: 'Scan with any UPI app',
    payWithUpi: 'Pay with UPI',
    accountName: 'Account name',
    accountNo: 'Account no.',
    bank: 'Bank',
    accountType: 'Type',
    paymentQr: 'Payment QR code',
    scanCard: 'Scan to open this card',
    qrAlt: 'QR code of this card',
    downloadQr: 'Download QR code',
    logo: (c) => `${c} logo`,
    footer: (a) => `Digital business card by ${a}`,
    linkCopied: 'Link copied',
    description: (c) => `Call, WhatsApp, save the contact and see the products of ${c}.`,
    lapsed: 'Your plan has lapsed, so visitors see this basic card.',
    renewNow: 'Renew now',
    lapsedAfter: 'to show everything again.',
    preview: (u) => `Preview — visitors see this page at ${u}`,
    language: 'Language',
    beingSetUp: 'This card is being set up',
    checkBack: 'Please check back soon.',
    notFound: PUBLIC_CARD_TEXTS.notFound,
    checkLink: 'Check the link and try again.',
    inactive: PUBLIC_CARD_TEXTS.inactive,
    contactDirectly: 'Please contact the business directly.',
    accountTypes: { Savings: 'Savings', Current: 'Current' },
    natures: Object.fromEntries(BUSINESS_NATURES.map((n) => [n, n])) as Record<BusinessNature, string>,
  },
  hi: {
    call: 'कॉल करें',
    whatsapp: 'WhatsApp',
    email: 'ई-मेल',
    directions: 'रास्ता देखें',
    saveContact: 'संपर्क सेव करें',
    share: 'शेयर करें',
    contact: 'संपर्क',
    phone: 'फ़ोन',
    website: 'वेबसाइट',
    address: 'पता',
    links: 'लिंक',
    followUs: 'हमें फ़ॉलो करें',
    aboutUs: 'हमारे बारे में',
    since: (y) => `${y} से`,
    products: 'उत्पाद और सेवाएँ',
    enquire: 'WhatsApp पर पूछें',
    enquireText: (p) => `नमस्ते, मैं "${p}" के बारे में और जानना चाहता/चाहती हूँ।`,
    videos: 'वीडियो',
    video: 'वीडियो',
    gallery: 'गैलरी',
    galleryPhoto: 'गैलरी फ़ोटो',
    payUs: 'हमें भुगतान करें',
    scanUpi: 'किसी भी UPI ऐप से स्कैन करें',
    payWithUpi: 'UPI से भुगतान करें',
    accountName: 'खाताधारक का नाम',
    accountNo: 'खाता संख्या',
    bank: 'बैंक',
    accountType: 'प्रकार',
    paymentQr: 'भुगतान QR कोड',
    scanCard: 'यह कार्ड खोलने के लिए स्कैन करें',
    qrAlt: 'इस कार्ड का QR कोड',
    downloadQr: 'QR कोड डाउनलोड करें',
    logo: (c) => `${c} का लोगो`,
    footer: (a) => `${a} द्वारा डिजिटल बिज़नेस कार्ड`,
    linkCopied: 'लिंक कॉपी हो गया',
    description: (c) => `${c} को कॉल करें, WhatsApp करें, संपर्क सेव करें और उत्पाद देखें।`,
    lapsed: 'आपका प्लान समाप्त हो गया है, इसलिए विज़िटर यह बुनियादी कार्ड देखते हैं।',
    renewNow: 'अभी रिन्यू करें',
    lapsedAfter: 'ताकि सब कुछ फिर से दिखे।',
    preview: (u) => `प्रीव्यू — विज़िटर यह पेज ${u} पर देखते हैं`,
    language: 'भाषा',
    beingSetUp: 'यह कार्ड तैयार किया जा रहा है',
    checkBack: 'कृपया थोड़ी देर बाद देखें।',
    notFound: 'कार्ड नहीं मिला',
    checkLink: 'लिंक जाँचें और फिर से कोशिश करें।',
    inactive: 'यह कार्ड सक्रिय नहीं है',
    contactDirectly: 'कृपया व्यवसाय से सीधे संपर्क करें।',
    accountTypes: { Savings: 'बचत', Current: 'चालू' },
    natures: {
      Manufacturer: 'निर्माता',
      Retailer: 'खुदरा विक्रेता',
      Wholesaler: 'थोक विक्रेता',
      Distributor: 'वितरक',
      'Exporter/importer': 'निर्यातक/आयातक',
      'Service provider': 'सेवा प्रदाता',
      Restaurant: 'रेस्टोरेंट',
      Hotel: 'होटल',
      'Consultancy Services': 'परामर्श सेवाएँ',
      'Architect and Interior Designer': 'आर्किटेक्ट और इंटीरियर डिज़ाइनर',
    },
  },
  mr: {
    call: 'कॉल करा',
    whatsapp: 'WhatsApp',
    email: 'ई-मेल',
    directions: 'मार्ग पाहा',
    saveContact: 'संपर्क सेव्ह करा',
    share: 'शेअर करा',
    contact: 'संपर्क',
    phone: 'फोन',
    website: 'वेबसाइट',
    address: 'पत्ता',
    links: 'लिंक',
    followUs: 'आम्हाला फॉलो करा',
    aboutUs: 'आमच्याबद्दल',
    since: (y) => `${y} पासून`,
    products: 'उत्पादने आणि सेवा',
    enquire: 'WhatsApp वर चौकशी करा',
    enquireText: (p) => `नमस्कार, मला "${p}" बद्दल अधिक जाणून घ्यायचे आहे.`,
    videos: 'व्हिडिओ',
    video: 'व्हिडिओ',
    gallery: 'गॅलरी',
    galleryPhoto: 'गॅलरीतील फोटो',
    payUs: 'आम्हाला पेमेंट करा',
    scanUpi: 'कोणत्याही UPI ॲपने स्कॅन करा',
    payWithUpi: 'UPI ने पेमेंट करा',
    accountName: 'खातेधारकाचे नाव',
    accountNo: 'खाते क्रमांक',
    bank: 'बँक',
    accountType: 'प्रकार',
    paymentQr: 'पेमेंट QR कोड',
    scanCard: 'हे कार्ड उघडण्यासाठी स्कॅन करा',
    qrAlt: 'या कार्डचा QR कोड',
    downloadQr: 'QR कोड डाउनलोड करा',
    logo: (c) => `${c} चा लोगो`,
    footer: (a) => `${a} यांचे डिजिटल बिझनेस कार्ड`,
    linkCopied: 'लिंक कॉपी झाली',
    description: (c) => `${c} ला कॉल करा, WhatsApp करा, संपर्क सेव्ह करा आणि उत्पादने पाहा.`,
    lapsed: 'तुमचा प्लॅन संपला आहे, म्हणून अभ्यागतांना हे मूलभूत कार्ड दिसते.',
    renewNow: 'आत्ताच नूतनीकरण करा',
    lapsedAfter: 'म्हणजे सर्व काही पुन्हा दिसेल.',
    preview: (u) => `पूर्वावलोकन — अभ्यागत हे पेज ${u} वर पाहतात`,
    language: 'भाषा',
    beingSetUp: 'हे कार्ड तयार होत आहे',
    checkBack: 'कृपया थोड्या वेळाने पुन्हा पाहा.',
    notFound: 'कार्ड सापडले नाही',
    checkLink: 'लिंक तपासा आणि पुन्हा प्रयत्न करा.',
    inactive: 'हे कार्ड सक्रिय नाही',
    contactDirectly: 'कृपया व्यवसायाशी थेट संपर्क साधा.',
    accountTypes: { Savings: 'बचत', Current: 'चालू' },
    natures: {
      Manufacturer: 'उत्पादक',
      Retailer: 'किरकोळ विक्रेता',
      Wholesaler: 'घाऊक विक्रेता',
      Distributor: 'वितरक',
      'Exporter/importer': 'निर्यातदार/आयातदार',
      'Service provider': 'सेवा पुरवठादार',
      Restaurant: 'रेस्टॉरंट',
      Hotel: 'हॉटेल',
      'Consultancy Services': 'सल्ला सेवा',
      'Architect and Interior Designer': 'आर्किटेक्ट आणि इंटिरियर डिझायनर',
    },
  },
  gu: {
    call: 'કૉલ કરો',
    whatsapp: 'WhatsApp',
    email: 'ઈ-મેઇલ',
    directions: 'રસ્તો જુઓ',
    saveContact: 'સંપર્ક સેવ કરો',
    share: 'શેર કરો',
    contact: 'સંપર્ક',
    phone: 'ફોન',
    website: 'વેબસાઇટ',
    address: 'સરનામું',
    links: 'લિંક',
    followUs: 'અમને ફોલો કરો',
    aboutUs: 'અમારા વિશે',
    since: (y) => `${y} થી`,
    products: 'ઉત્પાદનો અને સેવાઓ',
    enquire: 'WhatsApp પર પૂછો',
    enquireText: (p) => `નમસ્તે, મારે "${p}" વિશે વધુ જાણવું છે.`,
    videos: 'વિડિયો',
    video: 'વિડિયો',
    gallery: 'ગેલેરી',
    galleryPhoto: 'ગેલેરીનો ફોટો',
    payUs: 'અમને ચુકવણી કરો',
    scanUpi: 'કોઈપણ UPI ઍપથી સ્કૅન કરો',
    payWithUpi: 'UPI થી ચુકવણી કરો',
    accountName: 'ખાતાધારકનું નામ',
    accountNo: 'ખાતા નંબર',
    bank: 'બેંક',
    accountType: 'પ્રકાર',
    paymentQr: 'ચુકવણી QR કોડ',
    scanCard: 'આ કાર્ડ ખોલવા માટે સ્કૅન કરો',
    qrAlt: 'આ કાર્ડનો QR કોડ',
    downloadQr: 'QR કોડ ડાઉનલોડ કરો',
    logo: (c) => `${c} નો લોગો`,
    footer: (a) => `${a} દ્વારા ડિજિટલ બિઝનેસ કાર્ડ`,
    linkCopied: 'લિંક કૉપિ થઈ ગઈ',
    description: (c) => `${c} ને કૉલ કરો, WhatsApp કરો, સંપર્ક સેવ કરો અને ઉત્પાદનો જુઓ.`,
    lapsed: 'તમારો પ્લાન સમાપ્ત થઈ ગયો છે, તેથી મુલાકાતીઓ આ મૂળભૂત કાર્ડ જુએ છે.',
    renewNow: 'હમણાં રિન્યૂ કરો',
    lapsedAfter: 'જેથી બધું ફરી દેખાય.',
    preview: (u) => `પ્રીવ્યૂ — મુલાકાતીઓ આ પેજ ${u} પર જુએ છે`,
    language: 'ભાષા',
    beingSetUp: 'આ કાર્ડ તૈયાર થઈ રહ્યું છે',
    checkBack: 'કૃપા કરીને થોડી વાર પછી જુઓ.',
    notFound: 'કાર્ડ મળ્યું નથી',
    checkLink: 'લિંક તપાસો અને ફરી પ્રયાસ કરો.',
    inactive: 'આ કાર્ડ સક્રિય નથી',
    contactDirectly: 'કૃપા કરીને વ્યવસાયનો સીધો સંપર્ક કરો.',
    accountTypes: { Savings: 'બચત', Current: 'ચાલુ' },
    natures: {
      Manufacturer: 'ઉત્પાદક',
      Retailer: 'છૂટક વેપારી',
      Wholesaler: 'જથ્થાબંધ વેપારી',
      Distributor: 'વિતરક',
      'Exporter/importer': 'નિકાસકાર/આયાતકાર',
      'Service provider': 'સેવા પ્રદાતા',
      Restaurant: 'રેસ્ટોરન્ટ',
      Hotel: 'હોટેલ',
      'Consultancy Services': 'કન્સલ્ટન્સી સેવાઓ',
      'Architect and Interior Designer': 'આર્કિટેક્ટ અને ઇન્ટિરિયર ડિઝાઇનર',
    },
  },
  ta: {
    call: 'அழைக்க',
    whatsapp: 'WhatsApp',
    email: 'மின்னஞ்சல்',
    directions: 'வழி காட்டு',
    saveContact: 'தொடர்பைச் சேமி',
    share: 'பகிர்',
    contact: 'தொடர்பு',
    phone: 'தொலைபேசி',
    website: 'இணையதளம்',
    address: 'முகவரி',
    links: 'இணைப்புகள்',
    followUs: 'எங்களைப் பின்தொடருங்கள்',
    aboutUs: 'எங்களைப் பற்றி',
    since: (y) => `${y} முதல்`,
    products: 'பொருட்கள் & சேவைகள்',
    enquire: 'WhatsApp-இல் விசாரிக்க',
    enquireText: (p) => `வணக்கம், "${p}" பற்றி மேலும் அறிய விரும்புகிறேன்.`,
    videos: 'வீடியோக்கள்',
    video: 'வீடியோ',
    gallery: 'படத்தொகுப்பு',
    galleryPhoto: 'படத்தொகுப்புப் படம்',
    payUs: 'எங்களுக்குப் பணம் செலுத்த',
    scanUpi: 'எந்த UPI செயலியிலும் ஸ்கேன் செய்யவும்',
    payWithUpi: 'UPI மூலம் செலுத்த',
    accountName: 'கணக்கு வைத்திருப்பவர் பெயர்',
    accountNo: 'கணக்கு எண்',
    bank: 'வங்கி',
    accountType: 'வகை',
    paymentQr: 'பணம் செலுத்தும் QR குறியீடு',
    scanCard: 'இந்த கார்டைத் திறக்க ஸ்கேன் செய்யவும்',
    qrAlt: 'இந்த கார்டின் QR குறியீடு',
    downloadQr: 'QR குறியீட்டைப் பதிவிறக்கு',
    logo: (c) => `${c} லோகோ`,
    footer: (a) => `${a} வழங்கும் டிஜிட்டல் விசிட்டிங் கார்டு`,
    linkCopied: 'இணைப்பு நகலெடுக்கப்பட்டது',
    description: (c) => `${c}-ஐ அழைக்கவும், WhatsApp செய்யவும், தொடர்பைச் சேமித்து பொருட்களைப் பார்க்கவும்.`,
    lapsed: 'உங்கள் திட்டம் காலாவதியானது, அதனால் பார்வையாளர்கள் இந்த அடிப்படை கார்டைப் பார்க்கிறார்கள்.',
    renewNow: 'இப்போதே புதுப்பிக்கவும்',
    lapsedAfter: 'அனைத்தும் மீண்டும் தெரியும்.',
    preview: (u) => `முன்னோட்டம் — பார்வையாளர்கள் இந்தப் பக்கத்தை ${u} இல் பார்ப்பார்கள்`,
    language: 'மொழி',
    beingSetUp: 'இந்த கார்டு தயாராகிறது',
    checkBack: 'சிறிது நேரம் கழித்துப் பார்க்கவும்.',
    notFound: 'கார்டு கிடைக்கவில்லை',
    checkLink: 'இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
    inactive: 'இந்த கார்டு செயலில் இல்லை',
    contactDirectly: 'வணிகத்தை நேரடியாகத் தொடர்பு கொள்ளவும்.',
    accountTypes: { Savings: 'சேமிப்பு', Current: 'நடப்பு' },
    natures: {
      Manufacturer: 'உற்பத்தியாளர்',
      Retailer: 'சில்லறை விற்பனையாளர்',
      Wholesaler: 'மொத்த விற்பனையாளர்',
      Distributor: 'விநியோகஸ்தர்',
      'Exporter/importer': 'ஏற்றுமதியாளர்/இறக்குமதியாளர்',
      'Service provider': 'சேவை வழங்குநர்',
      Restaurant: 'உணவகம்',
      Hotel: 'ஹோட்டல்',
      'Consultancy Services': 'ஆலோசனைச் சேவைகள்',
      'Architect and Interior Designer': 'கட்டடக் கலைஞர் & உள்ளக வடிவமைப்பாளர்',
    },
  },
};
