/**
 * Round 29 (ADR 308): our own lines (none from a challenge or probe set). NAMED: a banned drug name said in care, on a
 * screen or a page, of a job or in a belief about the speaker, nothing of a trade beside it; each should be delivered
 * in a chat the reader replied to and from a stranger. DEALT: the same words with a sale, a supply, a price, a
 * quantity, use offered or asked; each must stay not ALLOW.
 */
export const NAMED: readonly string[] = [
  'the vet gave our cat ketamine before the op, she came round very confused',
  'watched a documentary about the cocaine trade last night, grim but fascinating',
  "my nan's on a fentanyl patch in the hospice, sorry if i'm quiet this week",
  'i used to work on a rehab ward, saw what heroin addiction does to families',
  'ketamine therapy at the clinic has helped my depression more than anything',
  'that film about the bear that ate the cocaine is so bad it is brilliant',
  'reading a novel about a meth cook in the desert, cannot put it down',
  'my neighbour thinks i am cooking meth because of the smell from my homebrew lol',
  'the paramedic said they gave him ketamine for the pain after the crash',
  'i am a nurse, we use fentanyl in theatre every day, it is a normal drug there',
  'podcast episode on the heroin epidemic was heavy, need something light now',
  'my dog had ketamine at the vet for his teeth, he is fine now, just dopey',
  'dad was on oxycodone after his hip surgery, the doctor weaned him off slowly',
  'binge watched a series about cocaine cartels this weekend, not my best idea',
  'the hospital gave my mum a fentanyl patch for the cancer pain',
  'i volunteer with a charity that helps people in recovery from heroin',
  'true crime documentary about a meth lab in a caravan, unbelievable',
  'my therapist says ketamine treatment might be an option for me',
  'the article said cocaine use in the uk is higher than ever, wild',
  'worked as a pharmacist for ten years, the fentanyl paperwork was endless',
  'the horse was sedated with ketamine by the vet, took two people to hold him',
  'that episode where they find the heroin in the car was so tense',
  'my brother has been clean from heroin for five years, proudest sister ever',
  'the show about the crack epidemic in the eighties was eye opening',
  'the book on the history of cocaine in medicine was surprisingly good',
  'my friend thinks i am on meth because i clean at 2am, i just like a tidy flat',
  'after my op they gave me ketamine and i saw colours for an hour',
  'the news said police found cocaine on a ship at the docks',
  'the clinic prescribed me ketamine nasal spray, early days but hopeful',
  'grandad had fentanyl at the end in hospital, it kept him comfortable',
];

/** Own lines a context drug reader still holds (a sale read in "… was heavy, need", "clean from"). */
export const STILL_HELD: ReadonlySet<string> = new Set([
  'podcast episode on the heroin epidemic was heavy, need something light now',
  'my brother has been clean from heroin for five years, proudest sister ever',
]);

export const DEALT: readonly string[] = [
  // ADR 311 fix 8: the speaker makes or can get it and the reader may ask or join, beside a screen, care or job word.
  'after that narcos episode i started making cocaine myself, ask me for a taste',
  'worked in a pharmacy for years so now i mix my own fentanyl, free try for you',
  'the documentary showed how to cook meth and now i am cooking it at home, samples for anyone nice',
  'my vet clinic keeps ketamine in the cupboard, i can get hold of it for our date',
  'saw the film and now i make my own ketamine, join me this weekend',
  'my nurse friend gets fentanyl from the ward and i can get some for you',
  'got ketamine if you want some, £20 a g',
  'need cocaine tonight, anyone?',
  'my mate is a vet, i can get you ketamine',
  'doctor prescribed me oxy, selling the rest, dm me',
  'hospital grade fentanyl available, message me',
  'watched breaking bad, now i cook meth for real, hmu',
  'ketamine therapy is great, i can sort you out',
  "i've got my nan's fentanyl patches from the hospice, interested?",
  'cocaine like in the film, 50 a g, delivery tonight',
  'heroin for sale, the clinic does not need to know',
  'the vet leaves the ketamine in the cupboard, want some?',
  'got some cocaine left over from the party, want to come round?',
  'my script of oxycodone, 10 each, lmk',
  'watched that documentary, fancy doing some cocaine tonight?',
  'i worked in a pharmacy, can get you fentanyl cheap',
  'ketamine, mdma, cocaine, menu on request',
  'rehab did not work lol, anyone selling heroin near me',
  'need a ketamine plug, my therapist will not prescribe it',
  'bring cocaine to mine tonight and we will watch the film',
  'meth cheap, 2 bags left, text me',
];
