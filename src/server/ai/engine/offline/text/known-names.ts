// Names a reader can look up, in the form dictation writes them: lower case, no dots ("britain", "the nhs",
// "world health organization"). A transcript has no capitals to show a name, and the tagger knows only some,
// so the judge would read a dictated speech that names Britain and the NHS as one with no examples. Each entry
// is written as it should be shown; a word that is also an ordinary English word ("turkey", "reading", "nice",
// "us", "who") is left out rather than read as a name.

const COUNTRIES = `Afghanistan, Albania, Algeria, Andorra, Angola, Argentina, Armenia, Australia, Austria, Azerbaijan,
Bahrain, Bangladesh, Barbados, Belarus, Belgium, Belize, Benin, Bhutan, Bolivia, Bosnia, Botswana, Brazil, Brunei,
Bulgaria, Burkina Faso, Burundi, Cambodia, Cameroon, Canada, Chile, China, Colombia, Congo, Costa Rica, Croatia, Cuba,
Cyprus, Czechia, Czech Republic, Denmark, Djibouti, Dominican Republic, Ecuador, Egypt, El Salvador, Eritrea, Estonia,
Eswatini, Ethiopia, Fiji, Finland, France, Gabon, Gambia, Georgia, Germany, Ghana, Greece, Guatemala, Guyana, Haiti,
Honduras, Hungary, Iceland, India, Indonesia, Iran, Iraq, Ireland, Israel, Italy, Jamaica, Japan, Jordan, Kazakhstan,
Kenya, Kosovo, Kuwait, Kyrgyzstan, Laos, Latvia, Lebanon, Lesotho, Liberia, Libya, Liechtenstein, Lithuania, Luxembourg,
Madagascar, Malawi, Malaysia, Maldives, Mali, Malta, Mauritania, Mauritius, Mexico, Moldova, Monaco, Mongolia,
Montenegro, Morocco, Mozambique, Myanmar, Namibia, Nepal, the Netherlands, Holland, New Zealand, Nicaragua, Niger,
Nigeria, North Korea, North Macedonia, Norway, Oman, Pakistan, Palestine, Panama, Papua New Guinea, Paraguay, Peru,
the Philippines, Poland, Portugal, Qatar, Romania, Russia, Rwanda, Saudi Arabia, Senegal, Serbia, Sierra Leone,
Singapore, Slovakia, Slovenia, Somalia, South Africa, South Korea, South Sudan, Spain, Sri Lanka, Sudan, Suriname,
Sweden, Switzerland, Syria, Taiwan, Tajikistan, Tanzania, Thailand, Tunisia, Turkmenistan, Uganda, Ukraine,
the United Arab Emirates, the UAE, the United Kingdom, the UK, Britain, Great Britain, England, Scotland, Wales,
Northern Ireland, the United States, the USA, America, Uruguay, Uzbekistan, Venezuela, Vietnam, Yemen, Zambia, Zimbabwe,
Europe, Africa, Asia, Scandinavia, the Middle East, Latin America, South America, North America`;

const CITIES = `London, Paris, Berlin, Madrid, Rome, Tokyo, Beijing, Shanghai, Delhi, New Delhi, Mumbai, Moscow, New York,
Los Angeles, Chicago, Washington, Sydney, Melbourne, Toronto, Vancouver, Montreal, Dublin, Edinburgh, Glasgow,
Manchester, Birmingham, Liverpool, Leeds, Bristol, Cardiff, Belfast, Oxford, Cambridge, Amsterdam, Brussels, Vienna,
Stockholm, Oslo, Copenhagen, Helsinki, Tallinn, Lisbon, Athens, Istanbul, Cairo, Lagos, Nairobi, Johannesburg,
Cape Town, Hong Kong, Seoul, Bangkok, Jakarta, Manila, Mexico City, Sao Paulo, Rio de Janeiro, Buenos Aires, Bogota,
San Francisco, Seattle, Boston, Detroit, Barcelona, Munich, Zurich, Geneva, Milan, Venice, Dubai, Tehran, Baghdad,
Kabul, Karachi, Dhaka, Kyiv, Kiev, Warsaw, Prague, Budapest, Bucharest, Texas, California, Florida, Alaska, Ontario,
Quebec, Bavaria, Catalonia, Kerala`;

const BODIES = `the NHS, the OECD, the EU, the European Union, the UN, the United Nations, the World Health Organization,
the World Health Organisation, UNICEF, UNESCO, NATO, the IMF, the World Bank, the WTO, OPEC, FIFA, the BBC, CNN, the FBI,
the CIA, NASA, the CDC, the FDA, the EPA, Ofsted, Ofcom, the ONS, the IRS, the Red Cross, Amnesty International,
Human Rights Watch, Greenpeace, Oxfam, Google, Facebook, Amazon, Microsoft, Tesla, Uber, Netflix, TikTok, Instagram,
Twitter, YouTube, Harvard, Stanford, Yale, Princeton, the Supreme Court, the European Court of Human Rights,
the Office for National Statistics, the Institute for Fiscal Studies, the Pew Research Center`;

const listOf = (s: string) =>
  s
    .split(",")
    .map((n) => n.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** Each name by its words as heard (lower case, no leading "the"), with the form to show. */
const NAMES = new Map<string, string>(
  [...listOf(COUNTRIES), ...listOf(CITIES), ...listOf(BODIES)].map((n) => [n.toLowerCase().replace(/^the /, ""), n]),
);
const LONGEST = Math.max(...[...NAMES.keys()].map((k) => k.split(" ").length));

/** The known names among a text's words, longest match first, in the form to show ("the NHS", "Britain"). */
export function knownNames(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let hit = 0;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1 && !hit; n--) {
      const name = NAMES.get(words.slice(i, i + n).join(" "));
      if (name) {
        out.push(name);
        hit = n;
      }
    }
    i += hit || 1;
  }
  return out;
}
