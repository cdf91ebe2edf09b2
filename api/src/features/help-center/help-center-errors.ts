import { HELP_CENTER_PREFIX, type HelpError } from '@app/shared/api-contract/help-center';

/** Zendesk's names for what went wrong: an unknown id, bad paging, any other bad parameter. */
export type HelpErrorName = 'RecordNotFound' | 'InvalidPaginationParameter' | 'InvalidParameters';

/** A refusal of the help centre, answered in Zendesk's shape ({ error, description }) with its status. */
export class HelpCenterError extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    readonly error: HelpErrorName,
    description: string,
  ) {
    super(description);
    this.name = 'HelpCenterError';
  }
}

export const notFound = (description: string) => new HelpCenterError(404, 'RecordNotFound', description);
export const badParameter = (description: string) => new HelpCenterError(400, 'InvalidParameters', description);
export const badPaging = (description: string) => new HelpCenterError(400, 'InvalidPaginationParameter', description);

/** The body of a help centre refusal with this status: Zendesk's, not the app's envelope. */
export function helpErrorBody(status: number, description: string, error?: HelpErrorName): HelpError {
  return { error: error ?? (status === 404 ? 'RecordNotFound' : 'InvalidParameters'), description };
}

/** Is this request one of the help centre's (whose refusals are Zendesk's shape)? */
export const isHelpCenterUrl = (url: string) => url === HELP_CENTER_PREFIX || url.startsWith(`${HELP_CENTER_PREFIX}/`);
