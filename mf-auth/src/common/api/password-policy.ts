import { usePlatformConfigQuery } from '@app/shared/api/platform-config';

const NO_WORDS: string[] = [];

/**
 * The banned password words of the platform config (SPEC section 5, configData.commonPattern),
 * or none while they load or when the config cannot be read (the API checks again): for the
 * password fields of sign-up, password reset and settings.
 */
export function useBannedWords(): string[] {
  const { data } = usePlatformConfigQuery(undefined, { selectFromResult: (result) => ({ data: result.data?.commonPattern }) });
  return data ?? NO_WORDS;
}
