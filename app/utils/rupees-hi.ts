/**
 * An amount in Hindi words, as a Hindi receipt writes it: "एक लाख पच्चीस हज़ार रुपये मात्र".
 * Hindi names each number from 1 to 99 with a word of its own (ikkīs, bāīs, …), not tens and
 * ones joined as English does, so they are a table; above, सौ, हज़ार, लाख and करोड़ count the
 * places `indianPlaces` cuts, as the English words do (app/utils/rupees.ts).
 */
import { indianPlaces } from "./rupees";

// prettier-ignore
const BELOW_HUNDRED = [
  "", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ",
  "दस", "ग्यारह", "बारह", "तेरह", "चौदह", "पंद्रह", "सोलह", "सत्रह", "अठारह", "उन्नीस",
  "बीस", "इक्कीस", "बाईस", "तेईस", "चौबीस", "पच्चीस", "छब्बीस", "सत्ताईस", "अट्ठाईस", "उनतीस",
  "तीस", "इकतीस", "बत्तीस", "तैंतीस", "चौंतीस", "पैंतीस", "छत्तीस", "सैंतीस", "अड़तीस", "उनतालीस",
  "चालीस", "इकतालीस", "बयालीस", "तैंतालीस", "चवालीस", "पैंतालीस", "छियालीस", "सैंतालीस", "अड़तालीस", "उनचास",
  "पचास", "इक्यावन", "बावन", "तिरेपन", "चौवन", "पचपन", "छप्पन", "सत्तावन", "अट्ठावन", "उनसठ",
  "साठ", "इकसठ", "बासठ", "तिरेसठ", "चौंसठ", "पैंसठ", "छियासठ", "सड़सठ", "अड़सठ", "उनहत्तर",
  "सत्तर", "इकहत्तर", "बहत्तर", "तिहत्तर", "चौहत्तर", "पचहत्तर", "छिहत्तर", "सतहत्तर", "अठहत्तर", "उन्यासी",
  "अस्सी", "इक्यासी", "बयासी", "तिरासी", "चौरासी", "पचासी", "छियासी", "सत्तासी", "अट्ठासी", "नवासी",
  "नब्बे", "इक्यानवे", "बानवे", "तिरानवे", "चौरानवे", "पंचानवे", "छियानवे", "सत्तानवे", "अट्ठानवे", "निन्यानवे",
];

/** A whole number in Hindi words, the Indian way: 12345678 -> "एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर". */
export function numberInHindiWords(n: number): string {
  const { crore, lakh, thousand, hundred, rest } = indianPlaces(n);
  if (n === 0) return "शून्य";
  return [
    crore ? `${numberInHindiWords(crore)} करोड़` : "",
    lakh ? `${BELOW_HUNDRED[lakh]} लाख` : "",
    thousand ? `${BELOW_HUNDRED[thousand]} हज़ार` : "",
    hundred ? `${BELOW_HUNDRED[hundred]} सौ` : "",
    rest ? BELOW_HUNDRED[rest]! : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** An amount as a Hindi receipt writes it: "बारह हज़ार पाँच सौ रुपये और पचास पैसे मात्र". */
export function rupeesInHindiWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = [rupees ? `${numberInHindiWords(rupees)} रुपये` : "", rest ? `${BELOW_HUNDRED[rest]} पैसे` : ""]
    .filter(Boolean)
    .join(" और ");
  return `${words || "शून्य रुपये"} मात्र`;
}
