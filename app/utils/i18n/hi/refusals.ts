import type { Messages } from "../messages";

/** Western digits with Indian grouping (docs/glossary-hi.md): `hi-IN` writes them by itself. */
const count = new Intl.NumberFormat("hi-IN");

/** The refusals of ../en/refusals.ts in Hindi, by the same codes: a code missing here fails the typecheck. */
export const refusalsHi = {
  "rights.kind": "चुनें कि आप हमसे क्या करवाना चाहते हैं।",
  "rights.email": "सही ई-मेल पता लिखें।",
  "rights.phone": "10 अंकों का सही मोबाइल नंबर लिखें।",
  "rights.too_long": "इसे 2,000 अक्षरों से छोटा रखें।",
  "rights.contact": "हमें दिया हुआ ई-मेल पता या फ़ोन नंबर लिखें।",
  "rights.details": "लिखें कि क्या ठीक नहीं है और वहाँ क्या होना चाहिए।",
  "rights.too_many_from_connection":
    "पिछले एक घंटे में आपके कनेक्शन से कई अनुरोध आए हैं। कृपया एक घंटे बाद फिर कोशिश करें, या हमारे शिकायत अधिकारी को लिखें (उनका पता प्राइवेसी नोटिस में है)।",
  "rights.too_many_for_contact":
    "पिछले एक घंटे में इस पते या नंबर के लिए कई अनुरोध आए हैं। हमारा भेजा आख़िरी कोड लिखें, या एक घंटे बाद फिर कोशिश करें।",
  "rights.code": "ई-मेल में आया 6 अंकों का कोड लिखें।",
  "rights.tries_left": ({ tries }: { tries: number }) =>
    `यह कोड मेल नहीं खाया। ई-मेल देखकर फिर कोशिश करें (${count.format(tries)} बार और कोशिश कर सकते हैं)।`,
  "rights.not_there": "यह अनुरोध हमें नहीं मिला। नया अनुरोध करें।",
  "rights.verified": "इस अनुरोध की पुष्टि पहले ही हो चुकी है।",
  "rights.code_expired": "इस कोड का समय निकल गया है। नया अनुरोध करें।",
  "rights.too_many_codes": "कोड कई बार मेल नहीं खाया। नया अनुरोध करें।",
  "rights.page_expired": "इस पेज का समय निकल गया है। आपकी सुरक्षा के लिए नया अनुरोध करें।",
  "rights.completed": "यह अनुरोध पहले ही पूरा हो चुका है।",
  "documents.choose_file": "अपलोड करने के लिए फ़ाइल चुनें।",
  "documents.too_large": "यह फ़ाइल 10 MB से बड़ी है। इससे छोटी कॉपी अपलोड करें।",
  "documents.not_on_list": "यह दस्तावेज़ सूची में नहीं है।",
  "documents.password_pdf": "इस PDF पर पासवर्ड लगा है। बिना पासवर्ड की कॉपी सेव करके वह अपलोड करें।",
  "documents.active_pdf":
    "इस PDF में स्क्रिप्ट, ऐक्शन या जुड़ी हुई फ़ाइलें हैं, जो हम नहीं लेते। इसे नई PDF में प्रिंट करें, या कागज़ वाली कॉपी स्कैन करें, और वह अपलोड करें।",
  "documents.unchecked_pdf": "इस PDF का कुछ हिस्सा जाँचा नहीं जा सका। इसे नई PDF में प्रिंट करके अपलोड करें।",
  "documents.not_allowed_type": "यह फ़ाइल PDF, JPG या PNG नहीं है। इनमें से किसी एक में स्कैन या फ़ोटो अपलोड करें।",
  "documents.unreadable_image": "यह फ़ोटो खुल नहीं सकी। कोई और कॉपी अपलोड करें।",
  "documents.all_files_too_large":
    "आपकी सभी फ़ाइलें मिलाकर 50 MB से ज़्यादा हो जाएँगी। इससे छोटी कॉपी अपलोड करें, या अपने काउंसलर से बात करें।",
  "documents.not_missing":
    "यह दस्तावेज़ हमारे पास पहले से है, या इसकी ज़रूरत नहीं है, इसलिए इसे यहाँ अपलोड नहीं किया जा सकता। अगर इसे बदलना है, तो अपने काउंसलर से कहें।",
  "documents.page_not_there": "यह पेज मौजूद नहीं है।",
} satisfies Messages["refusals"];
