/**
 * Generates server/modules/guardian/corpus/dating-corpus.jsonl: our own (synthetic, hand-written)
 * dating-app chat lines for the harms the public datasets lack, plus plenty of ordinary friendly
 * and flirty adult chat that must stay safe. Deterministic (seeded). Run:
 *   npx tsx scripts/guardian/make-corpus.ts
 * Each line: {"text", "label": safe|harmful|nsfw|spam, "category"}.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve, dirname } from 'node:path';

type Label = 'safe' | 'harmful' | 'nsfw' | 'spam';
interface Row {
  text: string;
  label: Label;
  category: string;
}

let seed = 20240611;
function rnd(): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T,>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)];

/** Fill {slot} placeholders from the slot table; {a|b|c} picks inline. */
function fill(tpl: string, slots: Record<string, readonly string[]>): string {
  return tpl
    .replace(/\{([a-z_]+)\}/g, (_, k: string) => pick(slots[k] ?? [k]))
    .replace(/\{([^{}]*\|[^{}]*)\}/g, (_, alts: string) => pick(alts.split('|')));
}

function style(s: string): string {
  const r = rnd();
  if (r < 0.25) return s.toLowerCase();
  if (r < 0.3) return s.replace(/[.!?]$/, '');
  if (r < 0.35) return s + ' ' + pick(['😊', '😉', '😂', 'lol', 'haha', 'x', '🙂']);
  return s;
}

const S: Record<string, readonly string[]> = {
  name: ['Sam', 'Alex', 'Jess', 'Mia', 'Leo', 'Noah', 'Priya', 'Tom', 'Chloe', 'Dani', 'Marco', 'Aisha', 'Ben', 'Zoe', 'Kai'],
  food: ['tacos', 'sushi', 'pizza', 'ramen', 'pho', 'dumplings', 'brunch', 'curry', 'pancakes', 'burgers', 'tapas', 'dim sum'],
  place: ['the park', 'that new bar downtown', 'the farmers market', 'the museum', 'the beach', 'the climbing gym', 'the bookshop cafe', 'the rooftop bar', 'the jazz club', 'the botanical garden'],
  activity: ['hiking', 'bouldering', 'baking', 'running', 'yoga', 'salsa dancing', 'board games', 'photography', 'surfing', 'pottery', 'karaoke', 'cycling', 'painting', 'reading thrillers'],
  day: ['Saturday', 'Sunday', 'Friday night', 'tomorrow', 'this weekend', 'Thursday', 'next week', 'tonight'],
  time: ['7', '8', 'half 6', '7:30', 'noon', '8pm', 'around 6'],
  show: ['The Bear', 'Severance', 'Succession', 'The Office', 'Bake Off', 'Stranger Things', 'Ted Lasso', 'Fleabag'],
  pet: ['dog', 'cat', 'rescue pup', 'two cats', 'parrot', 'golden retriever'],
  job: ['nurse', 'teacher', 'software engineer', 'chef', 'architect', 'physio', 'accountant', 'barista', 'graphic designer', 'vet'],
  city: ['Lisbon', 'Tokyo', 'Mexico City', 'Berlin', 'Edinburgh', 'Seoul', 'Cape Town', 'Montreal'],
  adult_age: ['22', '24', '25', '27', '29', '31', '34', '36', '38', '41', '45', '52'],
  compliment: ['gorgeous', 'cute', 'adorable', 'stunning', 'really pretty', 'so handsome', 'hot', 'beautiful'],
  app: ['whatsapp', 'WhatsApp', 'snapchat', 'snap', 'telegram', 'Telegram', 'kik', 'signal', 'insta', 'instagram', 'wechat', 'hangouts', 'line'],
  handle: ['@jess_x99', '@mike.fit', 'sweetcandy_22', 'hotguy_91', '@luna.loves', 'bigdaddy77', 'k1tty_kat', '@ryan_travels'],
  phone: ['555 201 3344', '+1 415 555 0199', '(212) 555-0142', '07700 900123', '555-867-5309', '0412 555 678', '+44 7700 900 456'],
  spelled_phone: ['five five five two oh one three three four four', 'four one five five five five zero one nine nine', 'seven seven zero zero nine zero zero one two three', 'five 5 five one two 3 four five six seven'],
  email: ['jess.xo@gmail.com', 'mike77 at yahoo dot com', 'lovely_anna@hotmail.com', 'sweet (at) outlook (dot) com', 'ryan.travels@proton.me'],
  url: ['bit.ly/3xYz9', 'www.hot-singles-near.me', 'https://tinyurl.com/freegift', 'my-private-pics.xyz', 'onlyfans.com/lilyrose', 'cams4u.net/join'],
  amount: ['$200', '$500', '$1,500', '300 dollars', '£250', '$80', '$2000', '€400', '$150', 'a thousand dollars'],
  giftcard: ['iTunes gift card', 'Google Play card', 'Steam gift card', 'Amazon gift card', 'Apple gift cards', 'Sephora gift card', 'eBay gift card'],
  pay_method: ['Western Union', 'MoneyGram', 'bitcoin', 'Cash App', 'Zelle', 'PayPal', 'a wire transfer', 'USDT', 'Venmo'],
  scam_reason: ['my flight ticket to come see you', 'the customs fee for my package', 'my hospital bill', 'my visa', 'my rent this month', 'my daughter\'s medicine', 'the fee to unlock my inheritance', 'my phone bill so we can keep talking', 'the hotel before I can leave', 'the taxes on my gold shipment'],
  scam_persona: ['an engineer on an oil rig', 'a US army doctor deployed in Syria', 'a UN peacekeeper', 'a widowed ship captain', 'a gemstone trader in Ghana', 'a surgeon working overseas', 'a soldier on a peacekeeping mission'],
  minor_age: ['13', '14', '15', '16', '17', 'fifteen', 'sixteen', 'seventeen', 'fourteen'],
  grade: ['9th grade', '10th grade', 'year 10', 'year 11', 'middle school', 'high school', 'junior high', 'eighth grade'],
  drug: ['molly', 'coke', 'xans', 'percs', 'oxys', 'shrooms', 'ket', 'mdma', 'pills', 'tina', 'ice', 'addys'],
  drug_unit: ['a g', 'an 8th', 'a half oz', '10 pills', 'a bar', 'a gram', 'a zip'],
  media: ['pics', 'nudes', 'photos', 'videos', 'video call recording', 'naked pictures', 'screenshots of your body', 'intimate photos'],
  audience: ['your family', 'your wife', 'your husband', 'your boss', 'all your followers', 'your mom', 'your coworkers', 'everyone you know', 'your friends'],
  deadline: ['in 24 hours', 'by tonight', 'within the hour', 'by tomorrow morning', 'right now'],
  weapon_verb: ['kill', 'hurt', 'stab', 'shoot', 'beat the shit out of', 'break your legs', 'end', 'murder', 'destroy'],
  insult: ['ugly', 'fat', 'worthless', 'pathetic', 'disgusting', 'a loser', 'a whore', 'a slut', 'a stupid bitch', 'trash', 'a pig', 'a freak'],
  street: ['12 Maple Street', '48 Oak Avenue', '301 Elm St apt 4B', '77 Baker Street', '1450 Sunset Blvd', '9 Church Road', '220 Pine Lane', '16 Harbour Drive', '5 Victoria Terrace'],
  body: ['body', 'lips', 'curves', 'ass', 'tits', 'cock', 'dick', 'pussy'],
  sex_act: ['fuck you', 'eat you out', 'bend you over', 'suck your cock', 'ride you', 'make you cum', 'fuck you hard', 'lick every inch of you', 'tie you up'],
  price: ['150 roses', '$200/hr', '300 for the night', '$100 hh', '80 qv', '$250 an hour', '400 donation', '120 roses'],
};

const templates: Array<{ label: Label; category: string; n: number; tpl: string[] }> = [
  {
    label: 'safe',
    category: 'friendly',
    n: 290,
    tpl: [
      'Hey {name}! How was your {day}?',
      'Hi! I saw you like {activity}, how long have you been into it?',
      'Morning! Did you end up trying {food} at {place}?',
      'Haha I\'m a {job} too, small world.',
      'I love {food}, we should grab some {day}.',
      'Have you watched {show}? I just finished it and I need to talk to someone about it.',
      'My {pet} says hi 🐶',
      'What do you do for fun when you\'re not working?',
      'I\'m {adult_age}, just moved here for work. What about you?',
      'How about {place} on {day} at {time}?',
      'Thanks for the chat last night, it was really nice talking to you.',
      'Sorry for the late reply, work has been crazy this week.',
      'I went to {city} last year and loved it, have you travelled much?',
      'Ok sounds good, see you {day}!',
      'Did you get home ok?',
      'That\'s so funny, I almost choked on my coffee 😂',
      'I\'m terrible at {activity} but I\'d love to try it with you.',
      'What kind of music are you into?',
      'Ugh mondays, right? How\'s your week going?',
      'I\'d love to meet up somewhere public first, maybe {place}?',
      'My friends dragged me to {place} and it was actually great.',
      'Your profile made me laugh, the bit about {food} is so true.',
      'I\'m a {job}, so my hours are a bit all over the place.',
      'Text me when you get home safe.',
      'I\'ll call you after work, around {time}?',
      'Good luck with your interview today!',
      'That hike looked amazing, where was it?',
      'I killed it at the gym today, legs are dead lol',
      'This week has been killing me, I need a drink.',
      'I\'m dying, that meme is hilarious',
      'Shoot me a message when you\'re free.',
      'I was 15 when I first went to {city}, still my favourite trip.',
      'My little sister is 16 and obsessed with {show}.',
      'I\'ll pay you back for the coffee next time!',
      'Let\'s split the bill, I owe you one for the tickets.',
      'I deleted instagram last month and honestly feel great.',
      'We can keep chatting here, no rush to switch apps.',
      'Happy birthday {name}! 25 looks good on you.',
      'The cocktail bar on {day} was so much fun.',
      'Assassin\'s Creed or Zelda? Important question.',
      'Graduated cum laude and still can\'t cook rice 😅',
      'My therapist says I should try new things, so here I am on a dating app.',
      'I live near {place}, it\'s a nice area.',
      'Can I ask what you\'re looking for on here?',
      'Damn, that view is gorgeous. Where is that?',
      'Holy shit that\'s a huge fish! Did you catch it?',
      'Fuck, I missed the train again, running 10 min late sorry!',
      'That concert was fucking amazing, thanks for coming with me.',
      'Traffic is shit today, might be a bit late.',
      'Lol my mates are idiots, they locked themselves out again.',
      'I\'m so bad at texting back, sorry!',
      'I grew up on a farm so I\'m used to early mornings.',
      'What\'s your go-to karaoke song?',
      'Do you want to do something low-key, like coffee?',
      'I get paid friday so dinner is on me this time 😊',
    ],
  },
  {
    label: 'safe',
    category: 'flirty',
    n: 230,
    tpl: [
      'You\'re {compliment}, I\'m not gonna lie.',
      'Can\'t stop thinking about our date {day} 😊',
      'You have the best smile, seriously.',
      'I had such a good time with you, when can I see you again?',
      'Is it weird that I miss you already?',
      'You looked {compliment} in that photo with the {pet}.',
      'I\'d really like to kiss you next time.',
      'Come here and give me a hug 🤗',
      'You\'re making me blush 🙈',
      'Goodnight {name}, sweet dreams x',
      'Wanna cuddle and watch {show} {day}?',
      'I think I have a little crush on you.',
      'You\'re trouble, I can tell 😏',
      'Your eyes are distracting, I forgot what I was saying.',
      'Damn you look good today.',
      'Hey cutie, how\'s your day going?',
      'Can I take you out for {food} {day}?',
      'Last night was amazing. I really like you.',
      'You\'re kind of perfect, you know that?',
      'Stop being so cute, it\'s unfair.',
      'I\'m free {day} if you want to come over and cook {food} together.',
      'You\'re a damn good kisser.',
      'Thinking about you 💭',
      'Holding hands with you on the walk home was the best part of my week.',
      'You make me nervous in a good way.',
      'Good morning handsome ☀️',
      'Good morning beautiful ☀️',
      'Can\'t wait to see you {day}, wear that jacket I like 😉',
      'I\'m lying in bed smiling at my phone like an idiot because of you.',
      'If you keep flirting like that I might fall for you.',
      'You\'re hot as hell and you know it 😏',
      'Ok you win, you\'re funnier than me. Dinner\'s on me.',
      'That dress is going to be a problem for me 🔥',
      'Let\'s skip the small talk, when are we going on that date?',
      'I loved falling asleep on your shoulder during the movie.',
      'You give the best hugs.',
      'Miss your face.',
      'You + me + {food} + {show} on {day}?',
      'I\'m {adult_age} and I still get butterflies, it\'s embarrassing.',
      'Send me a selfie, I want to see your smile.',
    ],
  },
  {
    label: 'nsfw',
    category: 'sexual',
    n: 150,
    tpl: [
      'I want to {sex_act} so bad.',
      'Send nudes 😈',
      'Send me a pic of your {body}.',
      'Wanna see my dick?',
      'I\'m so horny right now, come over and let me {sex_act}.',
      'Do you want a dick pic?',
      'Your {body} looks so fuckable.',
      'I\'m hard just thinking about you.',
      'I\'m so wet thinking about you.',
      'Let\'s skip dinner, I just want to {sex_act}.',
      'What are you wearing? Take it off and show me.',
      'Sit on my face.',
      'I bet you taste amazing, I want to {sex_act}.',
      'Show me your tits.',
      'Want to sext tonight?',
      'I\'m naked in bed, want a pic?',
      'hey sexy, you up for some fun? I\'ll {sex_act}.',
      'Open your legs for me.',
      'I\'ll make you scream my name when I {sex_act}.',
      'Suck my cock.',
      'Get on your knees.',
      'I\'ve been touching myself thinking about your {body}.',
      'Let\'s have a threesome with my girlfriend.',
      'I want your cum all over me.',
      'Do you do anal?',
      'Sending you a nude, don\'t show anyone 😘',
      'Jerking off to your profile pics rn',
      'Your pussy must be so tight.',
    ],
  },
  {
    label: 'harmful',
    category: 'scam',
    n: 110,
    tpl: [
      'Hi dear, I am {scam_persona}. I need you to send {amount} for {scam_reason}, I will pay you back when I arrive.',
      'Baby can you buy me a {giftcard} and send me the code? I need it urgently.',
      'Please send {amount} via {pay_method} for {scam_reason}. I love you so much.',
      'My love, my bank account is frozen. Can you help me with {amount} through {pay_method}?',
      'I can\'t access my funds overseas, just send {amount} and I will return double.',
      'Can you get me 3 {giftcard}s of $100 each? Scratch the back and send me photos of the codes.',
      'Honey I am stuck at the airport in {city}, they need {amount} for {scam_reason}.',
      'I found a crypto trading platform that pays 30% a week, send me {amount} in {pay_method} and I\'ll invest it for you.',
      'I am {scam_persona} and I have fallen in love with you. I just need help with {scam_reason}.',
      'If you really loved me you would send {amount} for {scam_reason}.',
      'Send the money by {pay_method} today and I promise we will finally meet.',
      'My uncle is a broker, send {amount} in {pay_method} and he doubles it in a week, guaranteed.',
      'I need a small loan of {amount} for {scam_reason}, please sweetheart.',
      'Don\'t tell anyone about the money, just send it via {pay_method} and delete this chat.',
      'Could you pay {scam_reason}? It\'s only {amount}, send it to my {pay_method}.',
      'They are holding my package with gold bars at customs, I need {amount} to release it.',
      'I won the lottery but need {amount} for the processing fee, can you cover it?',
      'Buy a {giftcard} at the store and text me the numbers, it\'s for my daughter\'s surgery.',
      'Please my dear, wire {amount} through {pay_method} to my agent so I can fly to you.',
      'Investment opportunity: put {amount} in {pay_method} now, you will get 5x returns in 2 weeks.',
    ],
  },
  {
    label: 'spam',
    category: 'off_platform',
    n: 110,
    tpl: [
      'Text me on {app}, I\'m never on here.',
      'Add my snap: {handle}',
      'I don\'t really use this app, message me on {app} {handle}',
      'Here\'s my number {phone}, text me there.',
      'Call me at {spelled_phone}',
      'My number is {spelled_phone}, whatsapp me.',
      'Let\'s move to {app}, this app is glitchy. My username is {handle}',
      'Email me at {email} so we can talk privately.',
      'Hit me up on {app}: {handle}',
      'Hey cutie, I\'m leaving this app soon, add me on {app} {handle}',
      'Check my private pics at {url}',
      'Add me on ig {handle} 😘',
      'Message me on {app} at {phone}',
      'Can we talk on {app} instead? It\'s easier. {phone}',
      'I\'m not on here much, find me at {url}',
      'Whatsapp me {phone} babe',
      'Do you have {app}? Add {handle}',
      'This app deletes my messages, text {phone} instead',
      'Follow me on {app} {handle} for more pics',
      'We should talk somewhere else, my email is {email}',
    ],
  },
  {
    label: 'spam',
    category: 'promo',
    n: 60,
    tpl: [
      'Hey! Subscribe to my page {url} for exclusive content, 50% off today only!',
      'Looking for fun? Free cam shows at {url}, sign up now!',
      'Win a free iPhone! Click {url} to claim your prize.',
      'Hot singles in your area want to meet you, join free at {url}',
      'I make $5000 a week from home with crypto signals, DM me to learn how.',
      'Congratulations! You\'ve been selected for a free gift card, claim at {url}',
      'Check out my OnlyFans {url}, first month free 😘',
      'Promo: verified profiles only at {url}, use code LOVE50',
      'Earn money fast, no experience needed, text JOIN to {phone}',
      'Want to see more? My link in bio {url}',
    ],
  },
  {
    label: 'harmful',
    category: 'minor',
    n: 90,
    tpl: [
      'I\'m {minor_age}, is that ok?',
      'Hi, im {minor_age} lol my mom doesn\'t know I\'m on here',
      'I am {minor_age} years old but I look older',
      'I\'m only {minor_age} but I\'m mature for my age',
      'i\'m in {grade}, is that a problem?',
      'btw I\'m {minor_age}, I lied about my age on my profile',
      'im {minor_age} yo and bored, anyone wanna chat',
      'I just turned {minor_age} last week!',
      'I\'m {minor_age} so I can\'t meet at a bar, can we meet at the mall?',
      'My age is {minor_age}, I hope you don\'t mind',
      'I\'m a {minor_age} year old girl, do you still want to talk?',
      'I\'m {minor_age}, do you still want my pics?',
      'You\'re {minor_age}? That\'s fine, age is just a number. Send me a pic.',
      'Don\'t tell your parents about us, you\'re {minor_age} and they won\'t understand.',
      'I like younger girls, are you in {grade}?',
      'i\'m still in {grade} haha, skipping class to chat',
      'Age: {minor_age}. Looking for an older boyfriend.',
      'Im {minor_age} and my parents are strict so text me at night',
    ],
  },
  {
    label: 'harmful',
    category: 'drugs',
    n: 70,
    tpl: [
      'I got {drug} if you want some, {drug_unit} for {amount}.',
      'Selling {drug}, hmu, discreet delivery.',
      'Need a plug? I have {drug} and {drug}, cash only.',
      'I can sell you {drug_unit} of {drug} before the party.',
      'Got that {drug}, {drug_unit} {amount}, text me.',
      'Want to buy some {drug}? Good prices 💊',
      'I\'m the plug, {drug} and {drug} available tonight.',
      'DM for {drug} menu, delivery in 30 min.',
      '{drug} for sale, {drug_unit} for {amount}, pickup or drop.',
      'My guy has {drug}, I can get you {drug_unit} if you pay upfront.',
    ],
  },
  {
    label: 'harmful',
    category: 'solicitation',
    n: 70,
    tpl: [
      'Incall or outcall, {price}, no cops.',
      'I\'m available tonight, {price}, full service.',
      'Looking for a generous man, {price}, GFE available.',
      'Hey daddy, {price} and I\'m all yours.',
      'How much for a night? I can do {price}.',
      'I offer massages with happy ending, {price}.',
      'New girls available this week, {price}, ask for menu.',
      'Pay me {price} and I\'ll come to your hotel.',
      'Escort service, discreet, {price}, text to book.',
      'Sugar daddy wanted, allowance {price} per meet.',
    ],
  },
  {
    label: 'harmful',
    category: 'extortion',
    n: 90,
    tpl: [
      'Send me {amount} or I\'ll share your {media} with {audience}.',
      'I have your {media}. Pay {amount} {deadline} or {audience} will see them.',
      'Unless you send {amount} by {pay_method}, I\'m posting your {media} everywhere.',
      'If you don\'t pay {amount} {deadline}, I send the {media} to {audience}.',
      'I recorded our video call. Send {amount} or {audience} gets it.',
      'Pay up or your {media} go online {deadline}.',
      'Send more {media} or I\'ll show {audience} the ones you already sent.',
      'I will leak your {media} to {audience} unless you transfer {amount}.',
      'You have {deadline} to send {amount} via {pay_method}. Otherwise {audience} sees everything.',
      'I know who {audience} are. Pay {amount} or I expose your {media}.',
      'Do what I say or I\'ll post your {media} and tag {audience}.',
      'Buy me a {giftcard} or your {media} go to {audience}.',
    ],
  },
  {
    label: 'harmful',
    category: 'threat',
    n: 90,
    tpl: [
      'I\'m going to {weapon_verb} you.',
      'I will find you and {weapon_verb} you.',
      'If you block me I\'ll {weapon_verb} you, I know where you live.',
      'Watch your back, I\'m coming for you.',
      'You\'re dead when I see you.',
      'I know where you live and I\'m going to make you pay.',
      'Kill yourself, nobody would miss you.',
      'You should kill yourself.',
      'I\'ll burn your house down with you in it.',
      'Answer me or I\'ll {weapon_verb} you and your family.',
      'I\'m outside your place right now. Come out or I\'ll {weapon_verb} you.',
      'I hope you die.',
      'Go die in a hole.',
      'I\'m gonna {weapon_verb} you the next time I see you.',
      'You will regret ignoring me. I\'ll {weapon_verb} you.',
      'Keep ignoring me and see what happens to you.',
      'I have a gun and I know where you work.',
      'I\'ll throw acid in your face.',
      'kys',
    ],
  },
  {
    label: 'harmful',
    category: 'doxxing',
    n: 60,
    tpl: [
      'Her address is {street}, go pay her a visit.',
      'I found where you live: {street}. See you soon.',
      'Everyone, his home address is {street}, call him at {phone}.',
      'I posted your address {street} on the forum, good luck.',
      'Your ex lives at {street}, I can give you her number too.',
      'I know you live at {street}, nice blue door.',
      'This guy lives at {street}, let\'s show up.',
      'Found her workplace and her home address {street} 😈',
      'I\'ve been watching your house at {street}.',
      'I followed you home yesterday, {street} right?',
    ],
  },
  {
    label: 'harmful',
    category: 'harassment',
    n: 90,
    tpl: [
      'You\'re {insult}, no wonder you\'re single.',
      'Nobody will ever love you, you\'re {insult}.',
      'Why are you ignoring me you {insult}?',
      'Answer me you stupid bitch.',
      'You\'re {insult} and everyone knows it.',
      'Shut up, you\'re {insult}.',
      'You think you\'re too good for me? You\'re {insult}.',
      'Fat ugly cow, nobody wants you.',
      'You\'re a worthless piece of shit.',
      'Go to hell you {insult}.',
      'You ugly whore, answer me.',
      'I\'ll keep making new accounts until you reply, you can\'t escape me.',
      'Reply or I\'ll keep messaging you every day. You\'re {insult}.',
      'Your profile is a joke, you\'re {insult}.',
      'Stupid slut, who do you think you are?',
    ],
  },
];

// Hand-written extras (hard negatives and varied phrasings).
const handwritten: Row[] = [
  ...[
    'lol you\'re such a dork, I love it',
    'omg I\'m so full, that was the best meal ever',
    'Fuck yeah, I\'m in! What time?',
    'I\'m 28, work in marketing and I have way too many plants.',
    'I\'m 19 and just started uni, studying biology.',
    'I\'m 5 minutes away, grab us a table?',
    'I\'m 15 minutes late, so sorry!!',
    'Im 10 mins out',
    'my nephew is 14 and already taller than me',
    'When I was 16 I worked at a pizza place, worst job ever.',
    'Give me your number and I\'ll text you the restaurant address once we\'ve met 😄 kidding, let\'s meet first',
    'Let\'s meet at the café on Main Street, it\'s busy and easy to find.',
    'I\'ll send you the link to the concert tickets.',
    'I paid $40 for those tickets lol worth it',
    'Can you send me the photos from the hike? The ones of the lake.',
    'Send me the recipe please!',
    'That movie was killer.',
    'You\'re killing me with these puns 😂',
    'I could murder a pizza right now',
    'My boss is going to kill me if I\'m late again.',
    'I shot some photos at the wedding, want to see?',
    'The new Bond film was so good, that shootout scene!',
    'Drinks on me, you got the last round.',
    'I don\'t drink much but I love a good mocktail.',
    'My brother\'s address changed, I need to send his birthday card lol',
    'I live on a quiet street, lots of trees, it\'s lovely in autumn.',
    'Do you smoke? Just asking, I\'m fine either way.',
    'I\'m 420 friendly but not a big smoker.',
    'The pharmacy gave me the wrong pills lol, had to go back.',
    'I use whatsapp for my family group chat and it never stops buzzing.',
    'Do you use snapchat? I never got the hang of it haha',
    'I need to top up my phone, nearly out of data.',
    'Netflix and actual chill, I mean it, I\'m exhausted 😂',
    'You\'re a bad influence, I ordered dessert 😈',
    'Sleep well, text me in the morning?',
    'I\'m so nervous about tomorrow but excited too',
    'That was a damn good burger.',
    'Bloody hell it\'s cold out',
    'What a shitshow of a day, tell me something good',
    'Hell yes I love karaoke',
    'Haha you\'re a pain in the ass but I like you',
  ].map((text) => ({ text, label: 'safe' as Label, category: 'friendly' })),
  ...[
    'I like you a lot, can I kiss you on our next date?',
    'You\'re sexy and you know it 😏',
    'Wear something cute, I\'ll wear my good shirt',
    'I want to hold you all night',
    'Come over, I\'ll make you breakfast in the morning 😉',
    'You in that swimsuit pic... wow',
    'I like your style, very hot',
    'Can\'t wait to wrap my arms around you',
    'You\'re making it really hard to focus at work 😅',
    'Shall we make it a date then? 💕',
  ].map((text) => ({ text, label: 'safe' as Label, category: 'flirty' })),
  ...[
    'F U C K you, answer me',
    'k1ll y0urself loser',
    'I\'m gonna f*cking kill you',
    'y0u are a w0rthless wh0re',
    'i k n o w w h e r e y o u l i v e',
  ].map((text) => ({ text, label: 'harmful' as Label, category: text.includes('kill') || text.includes('live') ? 'threat' : 'harassment' })),
  ...[
    'Sènd mé $300 іn gift cards and I\'ll prove I\'m real',
    'I need help paying for my flight, can you wire me 600 dollars?',
    'Hey handsome, I am a nurse working in Nigeria, I need money for my contract release',
  ].map((text) => ({ text, label: 'harmful' as Label, category: 'scam' })),
  ...[
    'wh@ts@pp me +1 555 0134 221',
    'add me on s.n.a.p ---> candy_girl21',
    'my tele is @hotbabe_x, talk there',
  ].map((text) => ({ text, label: 'spam' as Label, category: 'off_platform' })),
];

function build(): Row[] {
  const rows: Row[] = [];
  const seen = new Set<string>();
  const push = (r: Row) => {
    const key = r.text.toLowerCase().replace(/\s+/g, ' ').trim();
    if (seen.has(key)) return false;
    seen.add(key);
    rows.push(r);
    return true;
  };
  for (const r of handwritten) push(r);
  for (const t of templates) {
    let made = 0;
    let tries = 0;
    while (made < t.n && tries < t.n * 30) {
      tries++;
      const text = style(fill(pick(t.tpl), S));
      if (push({ text, label: t.label, category: t.category })) made++;
    }
  }
  return rows;
}

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(here, '../../server/modules/guardian/corpus/dating-corpus.jsonl');
const rows = build();
writeFileSync(out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
const counts: Record<string, number> = {};
for (const r of rows) counts[`${r.label}/${r.category}`] = (counts[`${r.label}/${r.category}`] ?? 0) + 1;
console.log(`wrote ${rows.length} lines to ${out}`);
console.log(counts);
