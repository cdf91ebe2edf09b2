/** The choices of onboarding (SPEC section 1): gender, fitness choices, meal choices. */
export const GENDERS = [
  { id: 1, name: 'Female', sortOrder: 1 },
  { id: 2, name: 'Male', sortOrder: 2 },
  { id: 3, name: 'Non-binary', sortOrder: 3 },
  { id: 4, name: 'Prefer not to say', sortOrder: 4 },
];

/** Matched by the workout pillars of the home page (weight loss, strength & tone) and the pregnancy programs. */
export const FITNESS_CHOICES = [
  { id: 1, name: 'Weight Loss', sortOrder: 1 },
  { id: 2, name: 'Strength & Tone', sortOrder: 2 },
  { id: 3, name: 'Pregnancy', sortOrder: 3 },
  { id: 4, name: 'Postpartum', sortOrder: 4 },
];

/** Matched by the food pillars (regular, veg). */
export const MEAL_CHOICES = [
  { id: 1, name: 'Regular', sortOrder: 1 },
  { id: 2, name: 'Vegetarian', sortOrder: 2 },
];
