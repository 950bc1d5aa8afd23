/**
 * The National Metering Identifier of a site (AEMO): 10 characters (digits and capital letters but I and O) and a
 * checksum digit. The checksum is AEMO's published algorithm ("National Metering Identifier Procedure", appendix):
 * from the right, every other character's ASCII code is doubled, the digits of every code are summed, and the
 * checksum is what brings that sum up to the next multiple of 10.
 */
const NMI_BODY = /^[A-HJ-NP-Z0-9]{10}$/;

/** The checksum digit of a 10-character NMI. */
export function nmiChecksum(nmi: string): number {
  let sum = 0;
  let double = true;
  for (let i = nmi.length - 1; i >= 0; i--) {
    let code = nmi.charCodeAt(i);
    if (double) code *= 2;
    double = !double;
    for (; code > 0; code = Math.floor(code / 10)) sum += code % 10;
  }
  return (10 - (sum % 10)) % 10;
}

/** How an NMI is compared and stored: trimmed, upper case, no inner spaces. */
export const normaliseNmi = (text: string) => text.trim().toUpperCase().replace(/\s+/g, '');

/** Why `nmi` (normalised) is not an NMI with its checksum, or undefined when it is one. */
export function nmiProblem(nmi: string): string | undefined {
  if (nmi.length !== 11 || !NMI_BODY.test(nmi.slice(0, 10)) || !/^\d$/.test(nmi[10]))
    return 'must be the 10-character NMI followed by its checksum digit (11 characters)';
  if (Number(nmi[10]) !== nmiChecksum(nmi.slice(0, 10))) return 'checksum digit is wrong (AEMO NMI checksum)';
  return undefined;
}
