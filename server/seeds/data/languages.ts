/**
 * ISO 639-3 languages with English names, one `id|alpha_2|name` entry each (alpha_2 empty
 * when the language has no ISO 639-1 code). Compact on purpose: the seed expands them into
 * vocabulary entries.
 */
export const LANGUAGES = `
aar|aa|Afar
abk|ab|Abkhazian
ace||Achinese
ady||Adyghe
afr|af|Afrikaans
aka|ak|Akan
amh|am|Amharic
ang||Old English
ara|ar|Arabic
arg|an|Aragonese
arn||Mapudungun
asm|as|Assamese
ast||Asturian
ava|av|Avaric
aym|ay|Aymara
aze|az|Azerbaijani
bak|ba|Bashkir
bal||Baluchi
bam|bm|Bambara
ban||Balinese
bel|be|Belarusian
bem||Bemba
ben|bn|Bengali
bho||Bhojpuri
bis|bi|Bislama
bod|bo|Tibetan
bos|bs|Bosnian
bre|br|Breton
bug||Buginese
bul|bg|Bulgarian
cat|ca|Catalan
ceb||Cebuano
ces|cs|Czech
cha|ch|Chamorro
che|ce|Chechen
chr||Cherokee
chv|cv|Chuvash
cop||Coptic
cor|kw|Cornish
cos|co|Corsican
cre|cr|Cree
crh||Crimean Tatar
cym|cy|Welsh
dan|da|Danish
deu|de|German
div|dv|Dhivehi
dsb||Lower Sorbian
dzo|dz|Dzongkha
ell|el|Modern Greek
eng|en|English
enm||Middle English
epo|eo|Esperanto
est|et|Estonian
eus|eu|Basque
ewe|ee|Ewe
fao|fo|Faroese
fas|fa|Persian
fij|fj|Fijian
fil||Filipino
fin|fi|Finnish
fon||Fon
fra|fr|French
frm||Middle French
fro||Old French
fry|fy|Western Frisian
ful|ff|Fulah
fur||Friulian
gla|gd|Scottish Gaelic
gle|ga|Irish
glg|gl|Galician
glv|gv|Manx
grc||Ancient Greek
grn|gn|Guarani
gsw||Swiss German
guj|gu|Gujarati
hat|ht|Haitian
hau|ha|Hausa
haw||Hawaiian
heb|he|Hebrew
her|hz|Herero
hil||Hiligaynon
hin|hi|Hindi
hmn||Hmong
hrv|hr|Croatian
hsb||Upper Sorbian
hun|hu|Hungarian
hye|hy|Armenian
ibo|ig|Igbo
ido|io|Ido
iii|ii|Sichuan Yi
iku|iu|Inuktitut
ilo||Iloko
ina|ia|Interlingua
ind|id|Indonesian
isl|is|Icelandic
ita|it|Italian
jav|jv|Javanese
jpn|ja|Japanese
kaa||Kara-Kalpak
kab||Kabyle
kal|kl|Kalaallisut
kan|kn|Kannada
kas|ks|Kashmiri
kat|ka|Georgian
kaz|kk|Kazakh
khm|km|Khmer
kik|ki|Kikuyu
kin|rw|Kinyarwanda
kir|ky|Kirghiz
kom|kv|Komi
kon|kg|Kongo
kor|ko|Korean
kur|ku|Kurdish
lad||Ladino
lao|lo|Lao
lat|la|Latin
lav|lv|Latvian
lim|li|Limburgan
lin|ln|Lingala
lit|lt|Lithuanian
ltz|lb|Luxembourgish
lug|lg|Ganda
mah|mh|Marshallese
mai||Maithili
mal|ml|Malayalam
mar|mr|Marathi
mkd|mk|Macedonian
mlg|mg|Malagasy
mlt|mt|Maltese
mni||Manipuri
mon|mn|Mongolian
mri|mi|Maori
msa|ms|Malay
mya|my|Burmese
nah||Nahuatl
nap||Neapolitan
nau|na|Nauru
nav|nv|Navajo
nbl|nr|South Ndebele
nde|nd|North Ndebele
nds||Low German
nep|ne|Nepali
nld|nl|Dutch
nno|nn|Norwegian Nynorsk
nob|nb|Norwegian Bokmal
non||Old Norse
nor|no|Norwegian
nya|ny|Nyanja
oci|oc|Occitan
ori|or|Oriya
orm|om|Oromo
oss|os|Ossetian
pan|pa|Panjabi
pap||Papiamento
pli|pi|Pali
pol|pl|Polish
por|pt|Portuguese
pus|ps|Pushto
que|qu|Quechua
roh|rm|Romansh
ron|ro|Romanian
run|rn|Rundi
rus|ru|Russian
sag|sg|Sango
sah||Yakut
san|sa|Sanskrit
scn||Sicilian
sco||Scots
sin|si|Sinhala
slk|sk|Slovak
slv|sl|Slovenian
sme|se|Northern Sami
smo|sm|Samoan
sna|sn|Shona
snd|sd|Sindhi
som|so|Somali
sot|st|Southern Sotho
spa|es|Spanish
sqi|sq|Albanian
srd|sc|Sardinian
srp|sr|Serbian
ssw|ss|Swati
sun|su|Sundanese
swa|sw|Swahili
swe|sv|Swedish
syr||Syriac
tah|ty|Tahitian
tam|ta|Tamil
tat|tt|Tatar
tel|te|Telugu
tgk|tg|Tajik
tgl|tl|Tagalog
tha|th|Thai
tir|ti|Tigrinya
ton|to|Tonga
tsn|tn|Tswana
tso|ts|Tsonga
tuk|tk|Turkmen
tur|tr|Turkish
twi|tw|Twi
uig|ug|Uighur
ukr|uk|Ukrainian
urd|ur|Urdu
uzb|uz|Uzbek
ven|ve|Venda
vie|vi|Vietnamese
vol|vo|Volapuk
wln|wa|Walloon
wol|wo|Wolof
xho|xh|Xhosa
yid|yi|Yiddish
yor|yo|Yoruba
yue||Yue Chinese
zha|za|Zhuang
zho|zh|Chinese
zul|zu|Zulu
`
  .trim()
  .split('\n')
  .map((line) => {
    const [id = '', alpha2 = '', name = ''] = line.split('|');
    return { id, alpha2, name };
  });

/** Languages no longer spoken natively, tagged 'extinct'/'historical' rather than 'living'. */
export const HISTORICAL_LANGUAGES = new Set([
  'ang',
  'cop',
  'enm',
  'frm',
  'fro',
  'grc',
  'lat',
  'non',
  'pli',
  'san',
  'syr',
]);
