/** A yes/no setting read from the environment: on only when it says so (1, true, yes, on). */
export function isFlagOn(value: string | undefined): boolean {
  return /^(1|true|yes|on)$/i.test(value?.trim() ?? '');
}
