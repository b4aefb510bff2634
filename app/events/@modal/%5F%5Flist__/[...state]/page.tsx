/** Navigating back to the list (any page or filter) closes the modal. */
export default function NoModal() {
  return null;
}
