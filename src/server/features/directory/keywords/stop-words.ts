/**
 * Words that never start, end or sit inside a keyword: they split the text into candidate
 * phrases (RAKE's delimiters). An English function-word list (articles, pronouns,
 * prepositions, conjunctions, auxiliaries, common adverbs), common verbs and vague nouns that
 * carry no topic, words about the act of speaking or appearing that every guest profile
 * uses ('speaks', 'hosts', 'listeners'), job titles and talk formats (a title is shown beside
 * the name already, and 'panel' is no subject), and verbs and adverbs that join a subject to
 * its claim ('insight beats data' gives 'insight' and 'data').
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `
  a about above across actually after again against ago ahead all almost along already also although always am among an and
  another any anyone anything anyway are around as at away back be became because become becomes been before behind being
  below beside besides best better between beyond both but by can cannot could did do does doing done down during each
  either else enough especially even ever every everyone everything exactly far few for from further get gets getting give
  given gives go goes going gone got great had has have having he her here hers herself him himself his how however i if in
  including inside instead into is it its itself just keep kept know known last least less let like likely made make makes
  making many may maybe me might mine more most mostly much must my myself near nearly need needs neither never new next no
  nobody none nor not nothing now of off often on once one only onto or other others otherwise our ours ourselves out
  outside over own per perhaps put quite rather really same see seen several shall she should since so some someone
  something sometimes soon still such than that the their theirs them themselves then there these they thing things this
  those though through throughout thus to together too toward towards under until up upon us use used uses using very via
  want wants was way ways we well went were what whatever when where whether which while who whole whom whose why will with
  within without would yet you your yours yourself yourselves
  able across based become begin behind brings bring build builds built called came come comes day days describe describes
  drawing ever find finds first five four help helps hold holds include includes including kind lead leads leave leaves
  left look looks lot lots mean means moment new next part people person place point real right run runs say says said
  second set show shows side start started take takes taken talk tell tells three time times today try two year years
  week weeks month months number numbers word words yes
  advise advised advises cut cuts founded grew joined launched led mentor mentored mentors rebuild rebuilds rebuilt served
  spent turned write writes wrote
  audience audiences episode episodes guest guests host hosts interview interviews keynote listener listeners podcast
  podcasts recorded shares speak speaker speakers speaking speaks story stories talks walks expect learn learns
  chief officer executive president chairman chairwoman founder co-founder cofounder ceo cfo cto coo cmo cio ciso cpo
  managing partner head vp director chat fireside panel webinar session
  ask asks beat beats change changes check choose chooses defend fit fits fund funds love loves matter matters measure
  owe owes returned save saves thank disappear lives worth honestly safely truly simply quickly
  designed feel feels fix fixes integrates lasts loved move moves pays predicts promote stop took followed productive
  structured difference drama bust hour hours demo hype kids jobs life backwards book reached brought employ employs sell
  sells launch weekly inevitable question questions global deal growing backed contained promoted
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** Numbers written as words: no topic alone, nor hyphenated together ('thirty-eight'). */
export const NUMBER_WORDS: ReadonlySet<string> = new Set(
  `one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen
  nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion`
    .split(/\s+/)
    .filter(Boolean),
);
