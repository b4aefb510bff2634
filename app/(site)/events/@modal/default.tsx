/** No modal unless an event was opened from a list. */
export default function NoModal() {
  return null;
}
