/**
 * Letters of other scripts (and a few Latin ones) that look like a basic Latin letter, by case:
 * `rооt` with Cyrillic о and `root` are one name. Taken from Unicode's confusables for the
 * scripts seen in practice; letters of the basic Latin range are never folded into each other,
 * so the key of an ASCII name is its lower case, as it always was.
 */
const lookalikes: readonly (readonly [from: string, to: string])[] = [
  // Cyrillic
  ['АВЕЗІЈКМНОРСЅТУҮХԀԚԜӀ', 'ABE3IJKMHOPCSTYYXDQWl'],
  ['авеіјкмнорсѕтуүхԁԛԝһӏь', 'abeijkmhopcstyyxdqwhlb'],
  // Greek
  ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'ABEZHIKMNOPTYX'],
  ['αγικνορυχϲϳη', 'ayikvopuxcjn'],
  // Armenian
  ['օսոհց', 'ounhg'],
  // Latin letters outside the basic range: dotless, script and small capital forms
  ['ıȷɑɡɩʋᴀʙᴄᴅᴇʜɪᴊᴋʟᴍɴᴏᴘʀᴛᴜᴠᴡʏᴢ', 'ijagiuabcdehijklmnoprtuvwyz'],
];
const folded = new Map(
  lookalikes.flatMap(([from, to]) => Array.from(from, (c, i): [string, string] => [c, to[i]!])),
);

/** Marks (accents), zero-width and other invisible format characters. */
const invisible = /[\p{M}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const fold = (s: string) => Array.from(s, (c) => folded.get(c) ?? c).join('');

/**
 * The key two usernames are compared by for uniqueness: compatibility forms unfolded
 * (fullwidth, styled letters), accents and invisible characters dropped, lookalike letters
 * folded to Latin, lower case. `ROOT`, `root\u200b`, `rооt` (Cyrillic о) and `ｒｏｏｔ` all
 * have the key `root`. Login still matches the exact (lower-cased) name.
 */
export const usernameKey = (username: string): string => {
  const bare = (s: string) => s.normalize('NFKD').replace(invisible, '');
  // Folded again after lower-casing: an upper-case letter not in the table may lower into one.
  return fold(bare(fold(bare(username.trim())).toLowerCase())).normalize('NFC');
};
