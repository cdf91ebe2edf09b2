/** SPEC section 2: the pages that have their own title and description metadata. */
export type PageKey = 'home' | 'signUp' | 'login' | 'forgotPassword' | 'about' | 'help' | 'blogs' | 'billing' | 'privacy' | 'terms';
