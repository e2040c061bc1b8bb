import { isLanguage, type Language } from '@panel/shared/i18n/languages.ts';

/**
 * The texts we send by SMS or e-mail, in the reader's language: the request's for a sign-in code,
 * the account's preference for what is sent later (reminders, new passwords). English is the default.
 */
interface SmsTexts {
  otp: (code: string, agency: string) => string;
  planEnding: (m: { agency: string; plan: string; business: string; date: string; link: string }) => string;
  newPassword: (agency: string, password: string) => string;
  newStaffPassword: (agency: string, password: string) => string;
  newAgencyAdmin: (agency: string, password: string) => string;
}

const TEXTS: Record<Language, SmsTexts> = {
  en: {
    otp: (code, agency) =>
      `${code} is your ${agency} verification code. It is valid for 5 minutes. Do not share it with anyone.`,
    planEnding: (m) =>
      `${m.agency}: your ${m.plan} for ${m.business} ends on ${m.date}. Renew to keep your digital card live: ${m.link}`,
    newPassword: (agency, password) =>
      `Your new ${agency} password is ${password}. Log in and change it from your account.`,
    newStaffPassword: (agency, password) =>
      `Your new ${agency} staff password is ${password}. Log in and change it with "Forgot password?".`,
    newAgencyAdmin: (agency, password) =>
      `You are now an admin of ${agency}. Your staff password is ${password}. Log in at your agency's panel and change it with "Forgot password?".`,
  },
  hi: {
    otp: (code, agency) =>
      `${code} आपका ${agency} सत्यापन कोड है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`,
    planEnding: (m) =>
      `${m.agency}: ${m.business} का आपका ${m.plan} ${m.date} को समाप्त हो रहा है। अपना डिजिटल कार्ड चालू रखने के लिए रिन्यू करें: ${m.link}`,
    newPassword: (agency, password) =>
      `आपका नया ${agency} पासवर्ड ${password} है। लॉग इन करें और अपने अकाउंट से इसे बदलें।`,
    newStaffPassword: (agency, password) =>
      `आपका नया ${agency} स्टाफ़ पासवर्ड ${password} है। लॉग इन करें और "पासवर्ड भूल गए?" से इसे बदलें।`,
    newAgencyAdmin: (agency, password) =>
      `अब आप ${agency} के एडमिन हैं। आपका स्टाफ़ पासवर्ड ${password} है। अपनी एजेंसी के पैनल पर लॉग इन करें और "पासवर्ड भूल गए?" से इसे बदलें।`,
  },
  mr: {
    otp: (code, agency) =>
      `${code} हा तुमचा ${agency} पडताळणी कोड आहे. तो 5 मिनिटांसाठी वैध आहे. तो कोणालाही सांगू नका.`,
    planEnding: (m) =>
      `${m.agency}: ${m.business} साठीचा तुमचा ${m.plan} ${m.date} रोजी संपत आहे. तुमचे डिजिटल कार्ड चालू ठेवण्यासाठी नूतनीकरण करा: ${m.link}`,
    newPassword: (agency, password) =>
      `तुमचा नवीन ${agency} पासवर्ड ${password} आहे. लॉग इन करा आणि तुमच्या खात्यातून तो बदला.`,
    newStaffPassword: (agency, password) =>
      `तुमचा नवीन ${agency} कर्मचारी पासवर्ड ${password} आहे. लॉग इन करा आणि "पासवर्ड विसरलात?" वापरून तो बदला.`,
    newAgencyAdmin: (agency, password) =>
      `तुम्ही आता ${agency} चे ॲडमिन आहात. तुमचा कर्मचारी पासवर्ड ${password} आहे. तुमच्या एजन्सीच्या पॅनलवर लॉग इन करा आणि "पासवर्ड विसरलात?" वापरून तो बदला.`,
  },
  gu: {
    otp: (code, agency) =>
      `${code} તમારો ${agency} ચકાસણી કોડ છે. તે 5 મિનિટ માટે માન્ય છે. તેને કોઈની સાથે શેર કરશો નહીં.`,
    planEnding: (m) =>
      `${m.agency}: ${m.business} માટેનો તમારો ${m.plan} ${m.date} ના રોજ પૂરો થાય છે. તમારું ડિજિટલ કાર્ડ ચાલુ રાખવા રિન્યૂ કરો: ${m.link}`,
    newPassword: (agency, password) =>
      `તમારો નવો ${agency} પાસવર્ડ ${password} છે. લૉગ ઇન કરો અને તમારા એકાઉન્ટમાંથી તેને બદલો.`,
    newStaffPassword: (agency, password) =>
      `તમારો નવો ${agency} સ્ટાફ પાસવર્ડ ${password} છે. લૉગ ઇન કરો અને "પાસવર્ડ ભૂલી ગયા?" થી તેને બદલો.`,
    newAgencyAdmin: (agency, password) =>
      `હવે તમે ${agency} ના એડમિન છો. તમારો સ્ટાફ પાસવર્ડ ${password} છે. તમારી એજન્સીના પેનલ પર લૉગ ઇન કરો અને "પાસવર્ડ ભૂલી ગયા?" થી તેને બદલો.`,
  },
  ta: {
    otp: (code, agency) =>
      `${code} என்பது உங்கள் ${agency} சரிபார்ப்புக் குறியீடு. இது 5 நிமிடங்களுக்குச் செல்லுபடியாகும். இதை யாருடனும் பகிர வேண்டாம்.`,
    planEnding: (m) =>
      `${m.agency}: ${m.business}-க்கான உங்கள் ${m.plan} ${m.date} அன்று முடிகிறது. உங்கள் டிஜிட்டல் கார்டு தொடர்ந்து இயங்க புதுப்பிக்கவும்: ${m.link}`,
    newPassword: (agency, password) =>
      `உங்கள் புதிய ${agency} கடவுச்சொல் ${password}. உள்நுழைந்து உங்கள் கணக்கிலிருந்து அதை மாற்றவும்.`,
    newStaffPassword: (agency, password) =>
      `உங்கள் புதிய ${agency} ஊழியர் கடவுச்சொல் ${password}. உள்நுழைந்து "கடவுச்சொல்லை மறந்துவிட்டீர்களா?" மூலம் அதை மாற்றவும்.`,
    newAgencyAdmin: (agency, password) =>
      `நீங்கள் இப்போது ${agency}-இன் நிர்வாகி. உங்கள் ஊழியர் கடவுச்சொல் ${password}. உங்கள் ஏஜென்சியின் பேனலில் உள்நுழைந்து "கடவுச்சொல்லை மறந்துவிட்டீர்களா?" மூலம் அதை மாற்றவும்.`,
  },
};

/** The texts in a language; an unknown or missing one (an account that chose none) is English. */
export const smsTexts = (language: string | undefined | null): SmsTexts =>
  TEXTS[isLanguage(language) ? language : 'en'];
