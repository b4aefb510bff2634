/** Navigating back to /events (with any filter or page) closes the modal. */
export default function NoModal() {
  return null;
}
