/** A refusal of the registry's rules, with the message to show (the deploy API answers it as a 400). */
export class DeployError extends Error {}
