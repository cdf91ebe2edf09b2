/**
 * The cache tag of everything read from the shopping list: the list, and a meal's share of it
 * (mf-commerce's detail page). A change made elsewhere (a meal swapped in the planner, which moves
 * its share of the list on the server) invalidates it, and every remote's list reads again. A
 * module of its own, so the planner's endpoints name it without loading the list's endpoints.
 */
export const SHOPPING_LIST_TAG = 'ShoppingList';
