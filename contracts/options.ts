// Option lists from the spec (01-members.md §3 "Option lists"). One source of truth for the
// registration wizard, the settings screen and the server's validation.
export const GENDERS = ['man', 'woman', 'non-binary', 'transgender', 'genderfluid', 'agender', 'other'] as const;
export const SEXUAL_IDENTITIES_REGISTRATION = [
  'straight',
  'gay',
  'lesbian',
  'bisexual',
  'pansexual',
  'asexual',
  'demisexual',
  'other',
] as const;
export const SEXUAL_IDENTITIES = [
  'straight',
  'gay',
  'lesbian',
  'bisexual',
  'pansexual',
  'asexual',
  'demisexual',
  'queer',
  'questioning',
  'other',
] as const;
export const INTERESTED_IN_REGISTRATION = [...GENDERS, 'anyone'] as const;
// The settings screen speaks in plurals (men, women, non-binary and their combinations); both
// vocabularies are accepted and stored as given, matching treats them alike.
export const INTERESTED_IN_SETTINGS = ['men', 'women', 'non-binary'] as const;
export const INTERESTED_IN = [...INTERESTED_IN_REGISTRATION, 'men', 'women'] as const;
export const HEIGHT_FILTER = ["5'0", "5'2", "5'4", "5'6", "5'8", "5'10", "6'0", "6'2", "6'4+"] as const;
export const HEIGHTS = (() => {
  const out: string[] = [];
  for (let inches = 4 * 12 + 10; inches <= 6 * 12 + 7; inches++) out.push(`${Math.floor(inches / 12)}'${inches % 12}`);
  return out;
})();
export const BODY_TYPE_FILTER = ['slim', 'athletic', 'average', 'curvy', 'muscular'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'full-figured'] as const;
export const RELATIONSHIP_FILTER = ['single', 'open', 'polyamorous', 'separated'] as const;
export const RELATIONSHIP_STATUSES = [
  'single',
  'open',
  'polyamorous',
  'divorced',
  'separated',
  'widowed',
  'complicated',
] as const;
export const LANGUAGE_FILTER = ['English', 'Spanish', 'French', 'German', 'Mandarin'] as const;
export const LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Mandarin',
  'Japanese',
  'Korean',
  'Arabic',
  'Russian',
  'Hindi',
] as const;
export const INTERESTS = [
  'travel',
  'music',
  'movies',
  'art',
  'sports',
  'cooking',
  'reading',
  'gaming',
  'photography',
  'fitness',
  'dancing',
  'nature',
  'technology',
  'fashion',
  'wine',
  'coffee',
  'yoga',
  'hiking',
  'beach',
  'nightlife',
] as const;
export const FOOD_PREFERENCES = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'keto',
  'paleo',
  'italian',
  'mexican',
  'asian',
  'indian',
  'mediterranean',
  'american',
  'seafood',
  'bbq',
  'sushi',
  'pizza',
  'desserts',
  'street-food',
  'fine-dining',
  'home-cooking',
  'spicy',
] as const;
export const VIBE_TYPES = ['hookup', 'date', 'chat'] as const;
export type VibeType = (typeof VIBE_TYPES)[number];
export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
