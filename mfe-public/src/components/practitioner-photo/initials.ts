// Honorifics such as "Dr." and "د." say nothing about the person, so they never become initials.
const honorific = /^(dr|mr|mrs|ms|prof|د|أ)\.?$/i;
// The article (al-, el-, ال) begins most family names; the initial is the letter after it.
const article = /^(al-|el-|ال(?=\S{2,}))/i;

/** Up to two initials from a name: "Dr. Noura Al-Qahtani" → "NQ", "د. نورة القحطاني" → "ن ق". */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !honorific.test(word))
    .map((word) => word.replace(article, ''));
  if (words.length === 0) return '';
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : [words[0]!];
  const letters = picked.map((word) => Array.from(word)[0]!.toLocaleUpperCase());
  // Arabic letters take their joined forms when written together, so they are kept apart.
  return letters.join(/[\u0600-\u06ff]/.test(letters.join('')) ? ' ' : '');
}
