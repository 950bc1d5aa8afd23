/** A photo is shown through its own authorised call, never by its storage key. */
export function photoPath(userId: number, key: string | null): string | null {
  return key ? `/api/profile/photo/${userId}?v=${encodeURIComponent(key.split('/').pop() ?? '')}` : null;
}
